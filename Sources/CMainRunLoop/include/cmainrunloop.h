#ifndef VCNAV_CMAINRUNLOOP_H
#define VCNAV_CMAINRUNLOOP_H

/// Whether the main run loop has work due in its default mode: the main dispatch queue has been
/// woken (it has blocks the run loop has not run yet), or one of the run loop's timers is due.
/// What a turn of the run loop would run besides its blocks and version-0 sources (which no
/// cheap test sees). Call it on the main thread, after the main run loop has run once.
///
/// It reads what CoreFoundation's own turn reads on Linux: libdispatch's main-queue wake-up
/// descriptor (an eventfd, `_dispatch_get_main_queue_handle_4CF`, polled without waiting) and
/// the run loop's next timer date (`CFRunLoopGetNextTimerFireDate`). Returns 1 or 0.
int vcnav_main_run_loop_has_due_work(void);

/// Runs the main run loop once in its default mode without waiting, as
/// `RunLoop.main.run(mode: .default, before: .distantPast)` does, less Foundation's own checks
/// (which ask CoreFoundation again whether the mode is empty and whether this is the main
/// thread, two more system calls): `CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true)`.
/// Call it on the main thread.
void vcnav_main_run_loop_run_once(void);

#endif
