import Testing

@testable import Porting

/// Swift's selector for a method, as the compiler forms it: `AbstractFunctionDecl::getObjCSelector`
/// (swiftlang/swift, lib/AST/Decl.cpp) attaches the first argument label to the base name with
/// `With` unless the label starts with a preposition (the list in include/swift/Basic/
/// PartsOfSpeech.def); later pieces are the labels, empty for `_`. The same rules are written up
/// in peripheryapp/periphery#1050 ("`colorTapped(sender:)` should produce `colorTappedWithSender:`,
/// `confirmTapped()` should produce `confirmTapped`, `click(for:)` should produce `clickFor:`").
@Suite("Selector names")
struct SelectorNameTests {
    @Test(
        "Swift names to selectors",
        arguments: [
            ("save(_:)", "save:"),
            ("tapped(sender:)", "tappedWithSender:"),
            ("done()", "done"),
            ("buttonTapped(_:forEvent:)", "buttonTapped:forEvent:"),
            ("unwindToList(_:)", "unwindToList:"),
            ("unwind(segue:)", "unwindWithSegue:"),
            ("unwindToAthleteTVC(for:)", "unwindToAthleteTVCFor:"),
            ("makeDetail(_:)", "makeDetail:"),
            ("makeDetail(coder:)", "makeDetailWithCoder:"),
            ("makeDetail(_:sender:)", "makeDetail:sender:"),
            ("makeDetail(_:sender:segueIdentifier:)", "makeDetail:sender:segueIdentifier:"),
            ("show(forItem:)", "showForItem:"),
            ("move(_:_:)", "move::"),
            ("keyboardWillShow(notification:)", "keyboardWillShowWithNotification:"),
            ("handle(withGesture:)", "handleWithGesture:"),
            ("load(URLString:)", "loadWithURLString:"),
            ("tick(_:)", "tick:"),
        ])
    func swiftNames(name: String, selector: String) {
        #expect(SelectorName.selector(swiftName: name) == selector)
    }

    @Test("a name without parentheses has no known arity")
    func bareName() {
        #expect(SelectorName.selector(swiftName: "done") == nil)
    }

    @Test("camel-case first words")
    func firstWords() {
        #expect(SelectorName.firstWord(of: "forEvent") == "for")
        #expect(SelectorName.firstWord(of: "sender") == "sender")
        #expect(SelectorName.firstWord(of: "URLString") == "URL")
        #expect(SelectorName.firstWord(of: "inSection") == "in")
    }
}
