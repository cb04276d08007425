// The least a desktop widget of this project's shape costs, written by hand in C: what
// `widgets-bench desktop` measures beside Conky and the runtime, in the same minute. Three processes,
// as the runtime, a worker and the surface are:
//   - the timer's (the runtime's place): every 5 s asks the worker over a socket and passes the
//     answer on to the window's;
//   - the worker's: makes SystemLoad's four libc calls (getloadavg, sysconf three times) and answers
//     with the numbers as one line of text;
//   - the window's (the surface's): a GTK 3 window that draws SystemLoad's small widget (its six texts
//     and two bars on a tinted, rounded background) with Pango and cairo, and paints again only the
//     part the new numbers change.
// Nothing else: no layout engine, no description of the view on the wire, no fence, no logs. Run
// with DISPLAY set; the other two end with the timer's process (SIGKILL as their parent dies).
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <unistd.h>

enum { SIZE = 170, PADDING = 16, RADIUS = 22 };

/// The worker: one answer a request.
static void serve(int socket) {
    char request[64], answer[256];
    while (read(socket, request, sizeof request) > 0) {
        double load[3] = {0, 0, 0};
        getloadavg(load, 3);
        long cpus = sysconf(_SC_NPROCESSORS_ONLN), pages = sysconf(_SC_PHYS_PAGES), available = sysconf(_SC_AVPHYS_PAGES);
        int length = snprintf(answer, sizeof answer, "%.2f %.2f %.2f %ld %ld %ld\n", load[0], load[1], load[2], cpus, pages, available);
        if (write(socket, answer, length) != length) return;
    }
}

/// The window's texts, laid out once and set anew as the numbers come.
static struct {
    GtkWidget *area;
    PangoLayout *caption, *value, *detail, *cpus, *memory;
    double load, cpuCount, free;
} shown;

static PangoLayout *layout(const char *font, const char *text) {
    PangoLayout *made = gtk_widget_create_pango_layout(shown.area, text);
    PangoFontDescription *description = pango_font_description_from_string(font);
    pango_layout_set_font_description(made, description);
    pango_font_description_free(description);
    return made;
}

static void text(cairo_t *cairo, PangoLayout *layout, double y, double gray) {
    cairo_set_source_rgb(cairo, gray, gray, gray);
    cairo_move_to(cairo, PADDING, y);
    pango_cairo_show_layout(cairo, layout);
}

static void bar(cairo_t *cairo, double y, double fraction) {
    double width = SIZE - 2 * PADDING;
    cairo_set_source_rgba(cairo, 0, 0, 0, 0.1);
    cairo_rectangle(cairo, PADDING, y, width, 4);
    cairo_fill(cairo);
    cairo_set_source_rgb(cairo, 0, 0.48, 1);
    cairo_rectangle(cairo, PADDING, y, width * fmin(1, fmax(0, fraction)), 4);
    cairo_fill(cairo);
}

/// Whether a point lies inside the widget's rounded outline.
static gboolean insideOutline(double x, double y) {
    double dx = x - fmin(fmax(x, RADIUS), SIZE - RADIUS), dy = y - fmin(fmax(y, RADIUS), SIZE - RADIUS);
    return dx * dx + dy * dy <= RADIUS * RADIUS;
}

static gboolean draw(GtkWidget *widget, cairo_t *cairo, gpointer unused) {
    // The rounded clip only where the painted part reaches the corners (the outline is convex: a
    // rectangle with its four corners inside it is inside), as the surface leaves it out.
    GdkRectangle area;
    gboolean inside = gdk_cairo_get_clip_rectangle(cairo, &area) && insideOutline(area.x, area.y) &&
        insideOutline(area.x + area.width, area.y) && insideOutline(area.x, area.y + area.height) &&
        insideOutline(area.x + area.width, area.y + area.height);
    if (!inside) {
        cairo_new_sub_path(cairo);
        cairo_arc(cairo, SIZE - RADIUS, RADIUS, RADIUS, -M_PI / 2, 0);
        cairo_arc(cairo, SIZE - RADIUS, SIZE - RADIUS, RADIUS, 0, M_PI / 2);
        cairo_arc(cairo, RADIUS, SIZE - RADIUS, RADIUS, M_PI / 2, M_PI);
        cairo_arc(cairo, RADIUS, RADIUS, RADIUS, M_PI, 3 * M_PI / 2);
        cairo_close_path(cairo);
        cairo_clip(cairo);
    }
    cairo_set_source_rgb(cairo, 1, 1, 1);
    cairo_paint(cairo);
    cairo_set_source_rgba(cairo, 0, 0.48, 1, 0.15);
    cairo_paint(cairo);
    text(cairo, shown.caption, PADDING, 0.45);
    text(cairo, shown.value, PADDING + 16, 0);
    text(cairo, shown.detail, PADDING + 48, 0);
    text(cairo, shown.cpus, 92, 0);
    bar(cairo, 110, shown.load / fmax(1, shown.cpuCount));
    text(cairo, shown.memory, 122, 0);
    bar(cairo, 140, shown.free);
    return TRUE;
}

/// A line from the timer's process: the texts set, the part below the caption painted again.
static gboolean arrived(gint socket, GIOCondition condition, gpointer unused) {
    char line[256];
    ssize_t length = read(socket, line, sizeof line - 1);
    if (length <= 0) { gtk_main_quit(); return G_SOURCE_REMOVE; }
    line[length] = 0;
    double load[3]; long cpus, pages, available;
    if (sscanf(line, "%lf %lf %lf %ld %ld %ld", &load[0], &load[1], &load[2], &cpus, &pages, &available) != 6) return G_SOURCE_CONTINUE;
    char value[32], detail[64], count[32];
    snprintf(value, sizeof value, "%.2f", load[0]);
    snprintf(detail, sizeof detail, "5 min %.2f · 15 min %.2f", load[1], load[2]);
    snprintf(count, sizeof count, "of %ld CPUs", cpus);
    pango_layout_set_text(shown.value, value, -1);
    pango_layout_set_text(shown.detail, detail, -1);
    pango_layout_set_text(shown.cpus, count, -1);
    shown.load = load[0];
    shown.cpuCount = cpus;
    shown.free = pages > 0 ? (double)available / pages : 0;
    gtk_widget_queue_draw_area(shown.area, PADDING, PADDING + 16, SIZE - 2 * PADDING, SIZE - 2 * PADDING - 16);
    return G_SOURCE_CONTINUE;
}

static void window(int socket, int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), SIZE, SIZE);
    gtk_window_set_type_hint(GTK_WINDOW(window), GDK_WINDOW_TYPE_HINT_DESKTOP);
    // Clear of the runtime's first widget (at 20, 20) and of Conky (bottom right).
    gtk_window_move(GTK_WINDOW(window), 640, 20);
    shown.area = gtk_drawing_area_new();
    gtk_container_add(GTK_CONTAINER(window), shown.area);
    shown.caption = layout("Inter 9", "Load");
    shown.value = layout("Inter Bold 21", "");
    shown.detail = layout("Inter 8.5", "");
    shown.cpus = layout("Inter 10", "");
    shown.memory = layout("Inter 10", "memory free");
    g_signal_connect(shown.area, "draw", G_CALLBACK(draw), NULL);
    g_unix_fd_add(socket, G_IO_IN, arrived, NULL);
    gtk_widget_show_all(window);
    gtk_main();
}

static void worker(int socket, int argc, char **argv) { serve(socket); }

/// Starts `body` on `socket` in a child that is killed when this process ends; the child closes the
/// other sockets (`others`, ended by -1), so each end sees the other go.
static void child(void (*body)(int, int, char **), int socket, const int *others, int argc, char **argv) {
    if (fork() != 0) return;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    for (; *others >= 0; others++) close(*others);
    body(socket, argc, argv);
    _exit(0);
}

int main(int argc, char **argv) {
    int toWorker[2], toWindow[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, toWorker) != 0 || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, toWindow) != 0) {
        perror("widgets-bench-floor: socketpair");
        return 1;
    }
    child(worker, toWorker[1], (int[]){toWorker[0], toWindow[0], toWindow[1], -1}, argc, argv);
    child(window, toWindow[1], (int[]){toWindow[0], toWorker[0], toWorker[1], -1}, argc, argv);
    close(toWorker[1]);
    close(toWindow[1]);
    int timer = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
    struct itimerspec every = {.it_interval = {5, 0}, .it_value = {0, 100000000}};
    timerfd_settime(timer, 0, &every, NULL);
    char answer[256];
    for (;;) {
        unsigned long long expirations;
        if (read(timer, &expirations, sizeof expirations) != sizeof expirations) return 1;
        if (write(toWorker[0], "refresh\n", 8) != 8) return 1;
        ssize_t length = read(toWorker[0], answer, sizeof answer);
        if (length <= 0 || write(toWindow[0], answer, length) != length) return 1;
    }
}
