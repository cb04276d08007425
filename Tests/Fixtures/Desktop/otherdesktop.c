// Another program's desktop window, as a file manager drawing desktop icons keeps one, and the
// window manager's client list holding it: a full-screen window of type _NET_WM_WINDOW_TYPE_DESKTOP
// (with its own _NET_WM_PID), listed in the root's _NET_CLIENT_LIST. Writes READY and stays until
// killed.
//
//   otherdesktop READY
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: otherdesktop READY\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "otherdesktop: cannot open the display\n");
        return 1;
    }
    Window root = DefaultRootWindow(display);
    int screen = DefaultScreen(display);
    Window window = XCreateSimpleWindow(
        display, root, 0, 0, DisplayWidth(display, screen), DisplayHeight(display, screen), 0, 0, 0x204060);
    Atom type = XInternAtom(display, "_NET_WM_WINDOW_TYPE", False);
    Atom desktop = XInternAtom(display, "_NET_WM_WINDOW_TYPE_DESKTOP", False);
    Atom pid = XInternAtom(display, "_NET_WM_PID", False);
    Atom clients = XInternAtom(display, "_NET_CLIENT_LIST", False);
    XChangeProperty(display, window, type, XA_ATOM, 32, PropModeReplace, (unsigned char *)&desktop, 1);
    long self = getpid();
    XChangeProperty(display, window, pid, XA_CARDINAL, 32, PropModeReplace, (unsigned char *)&self, 1);
    XClassHint hint = {"desktop-icons", "DesktopIcons"};
    XSetClassHint(display, window, &hint);
    XMapWindow(display, window);
    XChangeProperty(display, root, clients, XA_WINDOW, 32, PropModeReplace, (unsigned char *)&window, 1);
    XSync(display, False);
    FILE *ready = fopen(argv[1], "w");
    if (ready) fclose(ready);
    for (;;) pause();
}
