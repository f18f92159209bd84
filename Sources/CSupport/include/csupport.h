#ifndef VCNAV_CSUPPORT_H
#define VCNAV_CSUPPORT_H

/// Asks the kernel to send SIGKILL to this process when its parent dies (Linux prctl
/// PR_SET_PDEATHSIG), so an app process never outlives the navigator, even when the navigator is
/// killed with SIGKILL or the app is stuck in a loop. Returns 0 on success, -1 where unsupported
/// or when the parent is already gone (the caller should then exit).
int vcnav_die_with_parent(int expected_parent);

/// Starts the app's keeper: a process forked from the app, in the app's process group, that
/// holds none of its descriptors and waits for the app to end (the parent-death signal of
/// prctl(2), PR_SET_PDEATHSIG), then kills the whole group with SIGKILL. So everything the app
/// forked ends with it even when nobody else can end it: the host was killed with SIGKILL (the
/// app then dies by its own parent-death signal, which fork(2) does not pass on to its children),
/// or the app exited while the host was not looking. Only when the caller leads its process
/// group (else the group is not the app's). Call it from the thread that lives as long as the
/// process (the main thread). Returns the keeper's pid, or -1 when none was started.
int vcnav_start_group_keeper(void);

/// Installs `handler` for the crash signal `sig`, run on an alternate signal stack of the calling
/// thread (set up on the first call), so that it runs even when the crash is a stack overflow.
/// The handler is reset to the default action when it runs (SA_RESETHAND); `sig` is unblocked on
/// the calling thread (threads it starts later inherit that). Returns 0 on success.
int vcnav_install_crash_handler(int sig, void (*handler)(int));

/// Flushes standard output (`print`'s buffer); returns 0 when everything written so far reached
/// it, else an errno value (ENOSPC for a full disk, EPIPE for a pipe whose reader is gone; EIO
/// when an earlier write failed).
int vcnav_finish_standard_output(void);

/// Makes standard output line-buffered (as on a terminal, and as Xcode's console shows an app's
/// `print`): each line reaches the descriptor when it ends, even if the process crashes next.
/// Returns 0 on success.
int vcnav_line_buffer_standard_output(void);

#endif
