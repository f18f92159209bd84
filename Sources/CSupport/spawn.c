#define _GNU_SOURCE
#include "vcnav_spawn.h"
#include <fcntl.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

int vcnav_pipe_cloexec_above(int fds[2], int lowest) {
    if (pipe2(fds, O_CLOEXEC) != 0) return -1;
    for (int end = 0; end < 2; end++) {
        if (fds[end] >= lowest) continue;
        int moved = fcntl(fds[end], F_DUPFD_CLOEXEC, lowest);
        if (moved < 0) {
            int error = errno;
            close(fds[0]);
            close(fds[1]);
            errno = error;
            return -1;
        }
        close(fds[end]);
        fds[end] = moved;
    }
    return 0;
}

int vcnav_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

/* The process groups of the app processes this process runs, for the signal handler below. */
#define VCNAV_GROUPS 64
static int vcnav_groups[VCNAV_GROUPS];

int vcnav_track_group(int group) {
    for (int index = 0; index < VCNAV_GROUPS; index++) {
        int empty = 0;
        if (__atomic_compare_exchange_n(&vcnav_groups[index], &empty, group, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return 0;
    }
    return -1;
}

void vcnav_untrack_group(int group) {
    for (int index = 0; index < VCNAV_GROUPS; index++) {
        int expected = group;
        __atomic_compare_exchange_n(&vcnav_groups[index], &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    }
}

static void vcnav_end_groups(int sig) {
    for (int index = 0; index < VCNAV_GROUPS; index++) {
        int group = __atomic_load_n(&vcnav_groups[index], __ATOMIC_SEQ_CST);
        if (group > 0) kill(-group, SIGKILL);
    }
    /* SA_RESETHAND restored the default action; the signal, blocked while this runs, ends the
       process as it would have. */
    raise(sig);
}

int vcnav_end_groups_on_signals(void) {
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction current;
        if (sigaction(signals[index], NULL, &current) != 0) return -1;
        if (current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO)) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = vcnav_end_groups;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        if (sigaction(signals[index], &action, NULL) != 0) return -1;
    }
    return 0;
}
