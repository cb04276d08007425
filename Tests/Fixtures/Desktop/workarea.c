// A stand-in window manager for the tests: it says, as EWMH window managers do, that it keeps a
// work area (`_NET_SUPPORTING_WM_CHECK`, `_NET_SUPPORTED`) and that the work area is X Y WIDTH HEIGHT
// (`_NET_WORKAREA`, as a panel along an edge makes it), writes READY, and stays until killed.
//
//   workarea READY X Y WIDTH HEIGHT
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: workarea READY X Y WIDTH HEIGHT\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "workarea: cannot open the display\n");
        return 1;
    }
    Window root = DefaultRootWindow(display);
    Window check = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0);
    Atom supportingCheck = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", False);
    Atom supported = XInternAtom(display, "_NET_SUPPORTED", False);
    Atom workArea = XInternAtom(display, "_NET_WORKAREA", False);
    Atom name = XInternAtom(display, "_NET_WM_NAME", False);
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    XChangeProperty(display, check, supportingCheck, XA_WINDOW, 32, PropModeReplace, (unsigned char *)&check, 1);
    XChangeProperty(display, check, name, utf8, 8, PropModeReplace, (unsigned char *)"workarea", 8);
    XChangeProperty(display, root, supportingCheck, XA_WINDOW, 32, PropModeReplace, (unsigned char *)&check, 1);
    XChangeProperty(display, root, supported, XA_ATOM, 32, PropModeReplace, (unsigned char *)&workArea, 1);
    long area[4] = {atol(argv[2]), atol(argv[3]), atol(argv[4]), atol(argv[5])};
    XChangeProperty(display, root, workArea, XA_CARDINAL, 32, PropModeReplace, (unsigned char *)area, 4);
    XSync(display, False);
    FILE *ready = fopen(argv[1], "w");
    if (ready) fclose(ready);
    for (;;) pause();
}
