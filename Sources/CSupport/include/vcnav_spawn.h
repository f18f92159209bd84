#ifndef VCNAV_SPAWN_H
#define VCNAV_SPAWN_H

#include <spawn.h>

/// pipe2(fds, O_CLOEXEC): a pipe whose ends no spawned child inherits unless dup2'd, both
/// ends numbered `lowest` or above (so that a spawned child's dup2 onto 0 to `lowest - 1`
/// never overwrites a source still to be duplicated). Returns 0, or -1 with errno set.
int vcnav_pipe_cloexec_above(int fds[2], int lowest);

/// Adds "close every descriptor from `lowest` up" to spawn file actions (glibc's
/// posix_spawn_file_actions_addclosefrom_np, a GNU extension Swift does not see).
/// Returns 0 or an error number.
int vcnav_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// Remembers the process group of an app process (up to 64 at once), for the handler that
/// `vcnav_end_groups_on_signals` installs. Returns 0, or -1 when the table is full.
int vcnav_track_group(int group);

/// Forgets a process group remembered by `vcnav_track_group`.
void vcnav_untrack_group(int group);

/// Remembers a folder to remove if this process is ended by SIGINT, SIGTERM or SIGHUP (an app
/// container: see `vcnav_end_groups_on_signals`), up to 16 at once. Returns its slot, or -1 when
/// the table is full or the path too long.
int vcnav_track_folder(const char *path);

/// Forgets the folder remembered in `slot` by `vcnav_track_folder` (-1 is ignored).
void vcnav_untrack_folder(int slot);

/// Where SIGINT, SIGTERM and SIGHUP still have their default action (a command that does not
/// handle them: `vcnav replay`), makes them first kill every remembered process group (what the
/// apps forked: the apps themselves die with this process anyway) and remove every remembered
/// folder, then end this process as they would have. Handlers installed later (the navigator's,
/// which ends in order and removes them itself) replace it. Unblocks the three on the calling
/// thread (a blocked mask is inherited from whoever started the process). Returns 0 on success.
int vcnav_end_groups_on_signals(void);

#endif
