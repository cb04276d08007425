// A stand-in GeoClue 2 service for tests: org.freedesktop.GeoClue2 on the session bus, with the
// Manager's GetClient, a client whose DesktopId, DistanceThreshold and RequestedAccuracyLevel may be
// set and whose Start gives it a Location object at argv[1], argv[2] (latitude, longitude; accuracy
// 25 m, altitude 35 m, timestamp 1700000000.5). Appends what it is asked to argv[4] ("GetClient",
// "DesktopId widgets", "Start"), one a line, and writes argv[3] once its name is taken.
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>

#define CLIENT "/org/freedesktop/GeoClue2/Client/1"
#define LOCATION "/org/freedesktop/GeoClue2/Client/1/Location/0"

static const char *ready, *journal;
static double latitude, longitude;
static int started;
static char *desktop_id;
static guint32 threshold, accuracy_level;

static const char xml[] =
    "<node>"
    "<interface name='org.freedesktop.GeoClue2.Manager'>"
    "<method name='GetClient'><arg type='o' direction='out'/></method>"
    "</interface>"
    "<interface name='org.freedesktop.GeoClue2.Client'>"
    "<method name='Start'/><method name='Stop'/>"
    "<property name='Location' type='o' access='read'/>"
    "<property name='DesktopId' type='s' access='readwrite'/>"
    "<property name='DistanceThreshold' type='u' access='readwrite'/>"
    "<property name='RequestedAccuracyLevel' type='u' access='readwrite'/>"
    "<property name='Active' type='b' access='read'/>"
    "</interface>"
    "<interface name='org.freedesktop.GeoClue2.Location'>"
    "<property name='Latitude' type='d' access='read'/>"
    "<property name='Longitude' type='d' access='read'/>"
    "<property name='Accuracy' type='d' access='read'/>"
    "<property name='Altitude' type='d' access='read'/>"
    "<property name='Timestamp' type='(tt)' access='read'/>"
    "</interface>"
    "</node>";

static void note(const char *line) {
    FILE *file = fopen(journal, "a");
    if (!file) return;
    fprintf(file, "%s\n", line);
    fclose(file);
}

static void call(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                 const char *method, GVariant *parameters, GDBusMethodInvocation *invocation, gpointer data) {
    if (g_str_equal(method, "GetClient")) {
        note("GetClient");
        g_dbus_method_invocation_return_value(invocation, g_variant_new("(o)", CLIENT));
    } else if (g_str_equal(method, "Start")) {
        note("Start");
        started = 1;
        g_dbus_method_invocation_return_value(invocation, NULL);
    } else if (g_str_equal(method, "Stop")) {
        started = 0;
        g_dbus_method_invocation_return_value(invocation, NULL);
    } else {
        g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no such method");
    }
}

static GVariant *get(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                     const char *name, GError **error, gpointer data) {
    if (g_str_equal(name, "Location")) return g_variant_new_object_path(started ? LOCATION : "/");
    if (g_str_equal(name, "DesktopId")) return g_variant_new_string(desktop_id ? desktop_id : "");
    if (g_str_equal(name, "DistanceThreshold")) return g_variant_new_uint32(threshold);
    if (g_str_equal(name, "RequestedAccuracyLevel")) return g_variant_new_uint32(accuracy_level);
    if (g_str_equal(name, "Active")) return g_variant_new_boolean(started);
    if (g_str_equal(name, "Latitude")) return g_variant_new_double(latitude);
    if (g_str_equal(name, "Longitude")) return g_variant_new_double(longitude);
    if (g_str_equal(name, "Accuracy")) return g_variant_new_double(25);
    if (g_str_equal(name, "Altitude")) return g_variant_new_double(35);
    if (g_str_equal(name, "Timestamp")) return g_variant_new("(tt)", (guint64)1700000000, (guint64)500000);
    g_set_error(error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_PROPERTY, "no such property");
    return NULL;
}

static gboolean set(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                    const char *name, GVariant *value, GError **error, gpointer data) {
    if (g_str_equal(name, "DesktopId")) {
        g_free(desktop_id);
        desktop_id = g_variant_dup_string(value, NULL);
        char *line = g_strdup_printf("DesktopId %s", desktop_id);
        note(line);
        g_free(line);
    } else if (g_str_equal(name, "DistanceThreshold")) {
        threshold = g_variant_get_uint32(value);
    } else if (g_str_equal(name, "RequestedAccuracyLevel")) {
        accuracy_level = g_variant_get_uint32(value);
    }
    return TRUE;
}

static void acquired(GDBusConnection *connection, const char *name, gpointer data) {
    FILE *file = fopen(ready, "w");
    if (file) fclose(file);
}

int main(int argc, char **argv) {
    if (argc < 5) return 2;
    latitude = atof(argv[1]);
    longitude = atof(argv[2]);
    ready = argv[3];
    journal = argv[4];
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    if (!bus) return 1;
    GDBusNodeInfo *info = g_dbus_node_info_new_for_xml(xml, NULL);
    static const GDBusInterfaceVTable vtable = {call, get, set};
    g_dbus_connection_register_object(bus, "/org/freedesktop/GeoClue2/Manager", info->interfaces[0], &vtable, NULL, NULL, NULL);
    g_dbus_connection_register_object(bus, CLIENT, info->interfaces[1], &vtable, NULL, NULL, NULL);
    g_dbus_connection_register_object(bus, LOCATION, info->interfaces[2], &vtable, NULL, NULL, NULL);
    g_bus_own_name_on_connection(bus, "org.freedesktop.GeoClue2", G_BUS_NAME_OWNER_FLAGS_NONE, acquired, NULL, NULL, NULL);
    g_main_loop_run(g_main_loop_new(NULL, FALSE));
    return 0;
}
