#define _GNU_SOURCE
#include "vcnav_spawn.h"
#include <fcntl.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
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

/* The folders this process made and removes when it ends (app containers), for the same handler.
   A slot is 0 (free), 1 (its path being written) or 2 (ready): the handler reads ready ones only. */
#define VCNAV_FOLDERS 16
static char vcnav_folders[VCNAV_FOLDERS][PATH_MAX];
static int vcnav_folder_states[VCNAV_FOLDERS];

int vcnav_track_folder(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int index = 0; index < VCNAV_FOLDERS; index++) {
        int free_slot = 0;
        if (!__atomic_compare_exchange_n(&vcnav_folder_states[index], &free_slot, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) continue;
        memcpy(vcnav_folders[index], path, length + 1);
        __atomic_store_n(&vcnav_folder_states[index], 2, __ATOMIC_SEQ_CST);
        return index;
    }
    return -1;
}

void vcnav_untrack_folder(int slot) {
    if (slot >= 0 && slot < VCNAV_FOLDERS) __atomic_store_n(&vcnav_folder_states[slot], 0, __ATOMIC_SEQ_CST);
}

/* getdents64(2)'s record (glibc declares no type for it). */
struct vcnav_dirent64 {
    uint64_t d_ino;
    int64_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

/* Removes `name` in the folder `parent` and, if it is a folder, everything in it (links are removed,
   never followed), with system calls only (async-signal-safe: no allocation, no stdio), to a depth
   of 32 folders. */
static void vcnav_remove_tree(int parent, const char *name, int depth) {
    if (unlinkat(parent, name, 0) == 0 || errno != EISDIR) return;
    int folder = depth < 32 ? openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
    if (folder >= 0) {
        /* Entries removed while the folder is read may hide others from the same pass: a few
           passes, until the folder can go. */
        for (int pass = 0; pass < 4 && unlinkat(parent, name, AT_REMOVEDIR) != 0; pass++) {
            lseek(folder, 0, SEEK_SET);
            char buffer[1024] __attribute__((aligned(8)));
            long count;
            while ((count = syscall(SYS_getdents64, folder, buffer, sizeof buffer)) > 0) {
                for (long offset = 0; offset < count;) {
                    struct vcnav_dirent64 *entry = (struct vcnav_dirent64 *)(buffer + offset);
                    offset += entry->d_reclen;
                    const char *entry_name = entry->d_name;
                    if (entry_name[0] == '.' && (entry_name[1] == 0 || (entry_name[1] == '.' && entry_name[2] == 0))) continue;
                    vcnav_remove_tree(folder, entry_name, depth + 1);
                }
            }
        }
        close(folder);
    }
    unlinkat(parent, name, AT_REMOVEDIR);
}

static void vcnav_end_groups(int sig) {
    int saved_errno = errno;
    for (int index = 0; index < VCNAV_GROUPS; index++) {
        int group = __atomic_load_n(&vcnav_groups[index], __ATOMIC_SEQ_CST);
        if (group > 0) kill(-group, SIGKILL);
    }
    for (int index = 0; index < VCNAV_FOLDERS; index++) {
        if (__atomic_load_n(&vcnav_folder_states[index], __ATOMIC_SEQ_CST) == 2) vcnav_remove_tree(AT_FDCWD, vcnav_folders[index], 0);
    }
    errno = saved_errno;
    /* SA_RESETHAND restored the default action; the signal, blocked while this runs, ends the
       process as it would have. */
    raise(sig);
}

int vcnav_end_groups_on_signals(void) {
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    /* A process started by a thread that blocks these (Foundation's Process from a Dispatch or
       Swift-concurrency thread does) inherits the mask, and would wait out its replay's timeout
       on a Ctrl-C or a SIGTERM. */
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) sigaddset(&unblocked, signals[index]);
    if (pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL) != 0) return -1;
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
