#include "cmainrunloop.h"

#include <poll.h>

// libdispatch and CoreFoundation (inside the toolchain's libdispatch.so and libFoundation.so,
// which every Swift program on Linux that imports Foundation links): not in any header the
// toolchain installs, so declared here as the two libraries define them on Linux.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void *CFRunLoopGetMain(void);
extern double CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode);
extern const void *const kCFRunLoopDefaultMode;
extern double CFAbsoluteTimeGetCurrent(void);
extern int CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled);

int vcnav_main_run_loop_has_due_work(void) {
    struct pollfd wakeUp = {.fd = _dispatch_get_main_queue_handle_4CF(), .events = POLLIN, .revents = 0};
    if (wakeUp.fd >= 0 && poll(&wakeUp, 1, 0) > 0 && (wakeUp.revents & POLLIN)) return 1;
    double next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
    return next != 0 && next <= CFAbsoluteTimeGetCurrent();
}

void vcnav_main_run_loop_run_once(void) {
    (void)CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 1);
}
