#include "csupport.h"
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
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

int vcnav_install_crash_handler(int sig, void (*handler)(int)) {
    static int stack_ready = 0;
    if (!stack_ready) {
        /* An alternate stack, so the handler still runs when the crash is a stack overflow. */
        stack_t alternate;
        memset(&alternate, 0, sizeof alternate);
        alternate.ss_size = 256 * 1024;
        alternate.ss_sp = malloc(alternate.ss_size);
        if (alternate.ss_sp != NULL && sigaltstack(&alternate, NULL) == 0) stack_ready = 1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK | SA_RESETHAND;
    if (sigaction(sig, &action, NULL) != 0) return -1;
    /* A process started by a thread that blocks signals inherits that mask: a blocked SIGABRT or
       SIGILL would kill the app without running the handler. */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

int vcnav_finish_standard_output(void) {
    int flushed = fflush(stdout);
    int error = errno;
    if (flushed != 0) return error != 0 ? error : EIO;
    return ferror(stdout) ? EIO : 0;
}

int vcnav_line_buffer_standard_output(void) {
    return setvbuf(stdout, NULL, _IOLBF, 0);
}
