#include <gtk/gtk.h>
#include <gtk-layer-shell.h>
#include <glib-unix.h>
#include <gdk/gdkx.h>
#include <gdk/gdkwayland.h>

// GTK's casts and its signal macro are C macros, which Swift does not import.

static inline GtkWindow *shim_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkContainer *shim_container(GtkWidget *widget) { return GTK_CONTAINER(widget); }
static inline GtkMenuShell *shim_menu_shell(GtkWidget *widget) { return GTK_MENU_SHELL(widget); }
static inline GtkBox *shim_box(GtkWidget *widget) { return GTK_BOX(widget); }
static inline GtkLabel *shim_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline GtkComboBoxText *shim_combo(GtkWidget *widget) { return GTK_COMBO_BOX_TEXT(widget); }
static inline GtkEntry *shim_entry(GtkWidget *widget) { return GTK_ENTRY(widget); }
static inline GtkScrolledWindow *shim_scrolled(GtkWidget *widget) { return GTK_SCROLLED_WINDOW(widget); }
static inline GtkDialog *shim_dialog(GtkWidget *widget) { return GTK_DIALOG(widget); }
static inline GtkGrid *shim_grid(GtkWidget *widget) { return GTK_GRID(widget); }
static inline GtkMenuItem *shim_menu_item(GtkWidget *widget) { return GTK_MENU_ITEM(widget); }
static inline GtkCheckMenuItem *shim_check_menu_item(GtkWidget *widget) { return GTK_CHECK_MENU_ITEM(widget); }
static inline GtkFixed *shim_fixed(GtkWidget *widget) { return GTK_FIXED(widget); }
static inline GtkButton *shim_button(GtkWidget *widget) { return GTK_BUTTON(widget); }
static inline GtkToggleButton *shim_toggle_button(GtkWidget *widget) { return GTK_TOGGLE_BUTTON(widget); }

static inline gulong shim_connect(gpointer instance, const char *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, 0);
}

static inline int shim_is_x11(GdkDisplay *display) { return GDK_IS_X11_DISPLAY(display); }
static inline int shim_is_dialog(gpointer object) { return GTK_IS_DIALOG(object); }
static inline int shim_is_wayland(GdkDisplay *display) { return GDK_IS_WAYLAND_DISPLAY(display); }

// libdispatch's main queue, as a descriptor a main loop polls (Foundation's run loop does the same):
// tasks on the main actor then run in GTK's loop, on its thread.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static inline gboolean shim_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline gchar *shim_get_string(gpointer object, const char *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

// Puts cairo ARGB32 pixels (premultiplied, in the machine's byte order) into an X11 window of a
// 32-bit visual with `gc` (one of the window's, `shim_create_gc`), over the connection: cairo would send
// an image this size through shared memory and ask the server for an event once it is read, which
// wakes the program again. Xlib sends an image this size at once. Only the rectangle at `x`, `y` of
// `part_width` by `part_height` pixels goes, to the same place in the window.
static inline void shim_put_argb(
    GdkWindow *window, unsigned long gc, unsigned char *pixels, int width, int height, int stride, int x, int y, int part_width,
    int part_height) {
    XImage image = {0};
    image.width = width;
    image.height = height;
    image.format = ZPixmap;
    image.data = (char *)pixels;
    image.byte_order = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? LSBFirst : MSBFirst;
    image.bitmap_unit = 32;
    image.bitmap_bit_order = image.byte_order;
    image.bitmap_pad = 32;
    image.depth = 32;
    image.bytes_per_line = stride;
    image.bits_per_pixel = 32;
    image.red_mask = 0xff0000;
    image.green_mask = 0xff00;
    image.blue_mask = 0xff;
    if (!XInitImage(&image)) return;
    XPutImage(GDK_WINDOW_XDISPLAY(window), GDK_WINDOW_XID(window), (GC)gc, &image, x, y, x, y, part_width, part_height);
}

// A graphics context for drawing on an X11 window (`shim_put_argb`), as an opaque handle.
static inline unsigned long shim_create_gc(GdkWindow *window) {
    return (unsigned long)XCreateGC(GDK_WINDOW_XDISPLAY(window), GDK_WINDOW_XID(window), 0, NULL);
}

static inline void shim_free_gc(GdkWindow *window, unsigned long gc) { XFreeGC(GDK_WINDOW_XDISPLAY(window), (GC)gc); }
