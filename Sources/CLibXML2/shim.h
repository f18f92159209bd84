// libxml2's SAX2 interface, which the storyboard loader drives directly
// (the same library FoundationXML's XMLParser is built on).
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, whose headers then clash with the copy
// inside Foundation (_FoundationICU). Nothing here uses libxml2's ICU converters.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
