#pragma once
#include <wayland-client.h>

/// The name the compositor gives a Wayland output (its connector: "DP-1", "HEADLESS-2"), from the
/// xdg-output protocol, asked on an event queue of its own so the toolkit's queue is left alone.
/// NULL when the compositor has no xdg-output (version 2 or later). The caller frees the name.
char *output_connector_name(struct wl_display *display, struct wl_output *output);
