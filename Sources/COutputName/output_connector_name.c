#include <stdlib.h>
#include <string.h>
#include "COutputName.h"
#include "xdg-output-unstable-v1-client-protocol.h"

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    struct zxdg_output_manager_v1 **manager = data;
    if (*manager == NULL && strcmp(interface, zxdg_output_manager_v1_interface.name) == 0 && version >= 2) {
        *manager = wl_registry_bind(registry, name, &zxdg_output_manager_v1_interface, 2);
    }
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {}

static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

static void output_position(void *data, struct zxdg_output_v1 *output, int32_t x, int32_t y) {}
static void output_size(void *data, struct zxdg_output_v1 *output, int32_t width, int32_t height) {}
static void output_done(void *data, struct zxdg_output_v1 *output) {}
static void output_description(void *data, struct zxdg_output_v1 *output, const char *description) {}

static void output_name(void *data, struct zxdg_output_v1 *output, const char *name) {
    char **kept = data;
    free(*kept);
    *kept = strdup(name);
}

static const struct zxdg_output_v1_listener output_listener = {
    output_position, output_size, output_done, output_name, output_description,
};

char *output_connector_name(struct wl_display *display, struct wl_output *output) {
    struct wl_event_queue *queue = wl_display_create_queue(display);
    struct wl_display *display_on_queue = wl_proxy_create_wrapper(display);
    wl_proxy_set_queue((struct wl_proxy *)display_on_queue, queue);
    struct wl_registry *registry = wl_display_get_registry(display_on_queue);
    struct zxdg_output_manager_v1 *manager = NULL;
    wl_registry_add_listener(registry, &registry_listener, &manager);
    wl_display_roundtrip_queue(display, queue);
    char *name = NULL;
    if (manager != NULL) {
        struct wl_output *output_on_queue = wl_proxy_create_wrapper(output);
        wl_proxy_set_queue((struct wl_proxy *)output_on_queue, queue);
        struct zxdg_output_v1 *xdg_output = zxdg_output_manager_v1_get_xdg_output(manager, output_on_queue);
        zxdg_output_v1_add_listener(xdg_output, &output_listener, &name);
        wl_display_roundtrip_queue(display, queue);
        zxdg_output_v1_destroy(xdg_output);
        wl_proxy_wrapper_destroy(output_on_queue);
        zxdg_output_manager_v1_destroy(manager);
    }
    wl_registry_destroy(registry);
    wl_proxy_wrapper_destroy(display_on_queue);
    wl_event_queue_destroy(queue);
    return name;
}
