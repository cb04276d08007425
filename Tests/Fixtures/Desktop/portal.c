// A stand-in XDG desktop portal for tests: answers org.freedesktop.portal.Settings.Read for
// org.freedesktop.appearance color-scheme with argv[1] (1 dark, 2 light), flips it on SIGUSR1 and
// says so with SettingChanged, as a desktop does when the user switches; and accent-color with
// argv[3] ("R,G,B" from 0 to 1) when given. Writes argv[2] once its name is taken on the session bus.
#include <gio/gio.h>
#include <glib-unix.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static guint32 scheme;
static GDBusConnection *bus;
static const char *ready;
static int has_accent;
static double accent[3];

static const char xml[] =
    "<node><interface name='org.freedesktop.portal.Settings'>"
    "<method name='Read'><arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='v' direction='out'/></method>"
    "<signal name='SettingChanged'><arg type='s'/><arg type='s'/><arg type='v'/></signal>"
    "</interface></node>";

static void call(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                 const char *method, GVariant *parameters, GDBusMethodInvocation *invocation, gpointer data) {
    const char *namespace, *key;
    g_variant_get(parameters, "(&s&s)", &namespace, &key);
    if (g_str_equal(namespace, "org.freedesktop.appearance") && g_str_equal(key, "color-scheme")) {
        // As xdg-desktop-portal does: the value in a variant, in the reply's variant.
        g_dbus_method_invocation_return_value(invocation, g_variant_new("(v)", g_variant_new_variant(g_variant_new_uint32(scheme))));
    } else if (has_accent && g_str_equal(namespace, "org.freedesktop.appearance") && g_str_equal(key, "accent-color")) {
        g_dbus_method_invocation_return_value(
            invocation, g_variant_new("(v)", g_variant_new_variant(g_variant_new("(ddd)", accent[0], accent[1], accent[2]))));
    } else {
        g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.portal.Error.NotFound", "no such setting");
    }
}

static gboolean flip(gpointer data) {
    scheme = scheme == 1 ? 2 : 1;
    g_dbus_connection_emit_signal(bus, NULL, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                                  "SettingChanged",
                                  g_variant_new("(ssv)", "org.freedesktop.appearance", "color-scheme", g_variant_new_uint32(scheme)),
                                  NULL);
    g_dbus_connection_flush_sync(bus, NULL, NULL);
    return G_SOURCE_CONTINUE;
}

static void acquired(GDBusConnection *connection, const char *name, gpointer data) {
    FILE *file = fopen(ready, "w");
    if (file) fclose(file);
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    // Started from a test's thread, the process inherits its blocked signals: take SIGUSR1 back.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    scheme = (guint32)atoi(argv[1]);
    ready = argv[2];
    if (argc > 3) has_accent = sscanf(argv[3], "%lf,%lf,%lf", &accent[0], &accent[1], &accent[2]) == 3;
    bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    if (!bus) return 1;
    GDBusNodeInfo *info = g_dbus_node_info_new_for_xml(xml, NULL);
    static const GDBusInterfaceVTable vtable = {call, NULL, NULL};
    g_dbus_connection_register_object(bus, "/org/freedesktop/portal/desktop", info->interfaces[0], &vtable, NULL, NULL, NULL);
    g_bus_own_name_on_connection(bus, "org.freedesktop.portal.Desktop", G_BUS_NAME_OWNER_FLAGS_NONE, acquired, NULL, NULL, NULL);
    g_unix_signal_add(SIGUSR1, flip, NULL);
    g_main_loop_run(g_main_loop_new(NULL, FALSE));
    return 0;
}
