#ifndef VCNAV_CSUPPORT_H
#define VCNAV_CSUPPORT_H

/// Asks the kernel to send SIGKILL to this process when its parent dies (Linux prctl
/// PR_SET_PDEATHSIG), so an app process never outlives the navigator, even when the navigator is
/// killed with SIGKILL or the app is stuck in a loop. Returns 0 on success, -1 where unsupported
/// or when the parent is already gone (the caller should then exit).
int vcnav_die_with_parent(int expected_parent);

#endif
