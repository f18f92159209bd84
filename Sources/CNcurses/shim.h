// Shims for ncursesw: Swift cannot import function-like or composite macros,
// and Swift 6 rejects C globals as shared mutable state, so each one the
// TerminalUI target uses is wrapped in a static inline function here.
// A system-library target compiles no .c files: everything lives in this header.
#ifndef VCNAV_CNCURSES_SHIM_H
#define VCNAV_CNCURSES_SHIM_H

// Wide-character API (get_wch, cchar_t, wadd_wch). Do not rely on pkg-config:
// SwiftPM drops its -D flags.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <langinfo.h>
#include <ncursesw/curses.h>

// MARK: globals

static inline WINDOW *vcnav_stdscr(void) { return stdscr; }
static inline int vcnav_lines(void) { return LINES; }
static inline int vcnav_cols(void) { return COLS; }
static inline int vcnav_colors(void) { return COLORS; }
static inline int vcnav_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *vcnav_stdin(void) { return stdin; }
static inline FILE *vcnav_stdout(void) { return stdout; }

// MARK: window geometry

static inline void vcnav_getmaxyx(WINDOW *win, int *y, int *x) {
    int yy, xx;
    getmaxyx(win, yy, xx);
    *y = yy;
    *x = xx;
}

// MARK: attributes

static inline attr_t vcnav_a_normal(void) { return WA_NORMAL; }
static inline attr_t vcnav_a_bold(void) { return WA_BOLD; }
static inline attr_t vcnav_a_reverse(void) { return WA_REVERSE; }
static inline attr_t vcnav_a_underline(void) { return WA_UNDERLINE; }
static inline attr_t vcnav_a_dim(void) { return WA_DIM; }
static inline chtype vcnav_color_pair(int n) { return COLOR_PAIR(n); }

/// Builds a one-cell wide character: `text` is a spacing character plus up
/// to CCHARW_MAX-1 combining marks, NUL-terminated. Extended colour pairs
/// (above 32767) go through the `opts` pointer.
static inline int vcnav_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    short legacy = pair > 32767 ? 0 : (short)pair;
    return setcchar(cell, text, attrs, legacy, &pair);
}

static inline int vcnav_ccharw_max(void) { return CCHARW_MAX; }

// MARK: keys

static inline int vcnav_key_f(int n) { return KEY_F(n); }

// MARK: mouse

static inline mmask_t vcnav_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t vcnav_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t vcnav_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t vcnav_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
/// The wheel: up is button 4, down button 5 (ncurses' mouse version 2).
static inline mmask_t vcnav_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t vcnav_wheel_down(void) { return BUTTON5_PRESSED; }

// MARK: locale

/// The C library's column width of `c` (-1 for non-printable), for tests
/// that check `DisplayWidth` agrees with what ncurses will assume.
int wcwidth(wchar_t c);
static inline int vcnav_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

// MARK: signals

/// Installs `handler` for `sig` with sigaction, without SA_RESTART, so a
/// blocked read is interrupted. Returns 0 on success.
static inline int vcnav_install_signal_handler(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(sig, &action, NULL);
}

/// Unblocks `count` signals for the calling thread. Returns 0 on success.
static inline int vcnav_unblock_signals(const int *signals, int count) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

/// Restores the default disposition of `sig`.
static inline int vcnav_reset_signal_handler(int sig) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, NULL);
}

#endif
