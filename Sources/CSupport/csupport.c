#include "csupport.h"
#include <signal.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

int vcnav_die_with_parent(int expected_parent) {
#ifdef __linux__
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    /* The parent may have died before prctl: then we were reparented already. */
    if (expected_parent > 0 && getppid() != expected_parent) return -1;
    return 0;
#else
    (void)expected_parent;
    return -1;
#endif
}
