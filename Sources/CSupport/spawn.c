#define _GNU_SOURCE
#include "vcnav_spawn.h"
#include <fcntl.h>
#include <unistd.h>

int vcnav_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int vcnav_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
