// Tells, on standard output, when what the X server of $DISPLAY shows changes: "ready" once it
// follows the screen, then "damage" after each change (the DAMAGE extension on the root window, which
// reports what is drawn in any window on it). A line is written once the change is taken from the
// damage, so a change after it is told again. Ends with the server.
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <stdio.h>

int main(void) {
    Display *display = XOpenDisplay(NULL);
    int event_base, error_base;
    if (!display || !XDamageQueryExtension(display, &event_base, &error_base)) return 1;
    Damage damage = XDamageCreate(display, DefaultRootWindow(display), XDamageReportNonEmpty);
    XSync(display, False);
    puts("ready");
    fflush(stdout);
    for (;;) {
        XEvent event;
        XNextEvent(display, &event);
        if (event.type != event_base + XDamageNotify) continue;
        XDamageSubtract(display, damage, None, None);
        XSync(display, False);
        puts("damage");
        fflush(stdout);
    }
}
