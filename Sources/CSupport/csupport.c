#define _GNU_SOURCE
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

int vcnav_start_group_keeper(void) {
#ifdef __linux__
    pid_t app = getpid();
    /* Not the leader of a group of its own: the group is someone else's, never to be killed. */
    if (getpgrp() != app) return -1;
    pid_t keeper = fork();
    if (keeper != 0) return keeper < 0 ? -1 : keeper;
    /* The keeper. The app may have threads: from here on only async-signal-safe calls
       (fork(2) in a multithreaded process), and never a return into Swift. Every signal is
       blocked: the keeper ends only by SIGKILL, or once its parent is gone. */
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigaction(SIGUSR1, &fallback, NULL);
    /* It holds none of the app's descriptors: the wire's ends must close when the app ends. */
    if (close_range(0, ~0U, 0) != 0) {
        for (int descriptor = 0; descriptor < 65536; descriptor++) close(descriptor);
    }
    prctl(PR_SET_NAME, (unsigned long)"vcnav-keeper", 0, 0, 0);
    /* prctl(2): the parent-death signal is sent when the thread that forked this process ends
       (the app's main thread: with the process); it is not inherited across fork(2). */
    if (prctl(PR_SET_PDEATHSIG, SIGUSR1, 0, 0, 0) == 0) {
        sigset_t death;
        sigemptyset(&death);
        sigaddset(&death, SIGUSR1);
        /* A SIGUSR1 that someone else sent: the app still runs, wait on. The check after prctl
           covers an app that ended before it. */
        while (getppid() == app) sigwaitinfo(&death, NULL);
    } else {
        /* No parent-death signal: poll (a second at most after the app's end). */
        while (getppid() == app) sleep(1);
    }
    /* kill(2): pid 0 is "every process in the process group of the calling process". */
    kill(0, SIGKILL);
    _exit(0);
#else
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
