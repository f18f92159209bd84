#define _GNU_SOURCE
#include "vcnav_spawn.h"
#include <fcntl.h>
#include <errno.h>
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
