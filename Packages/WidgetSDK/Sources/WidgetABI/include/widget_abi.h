/*
 * widget_abi.h: the one boundary between the widget runtime (the host) and a widget bundle.
 *
 * A bundle is a shared library that exports one symbol, `widget_bundle_entry`. The host calls it once
 * with a table of its services and gets back the bundle's table. Everything else crosses as bytes:
 * versioned WidgetWire messages (JSON), one request in, one reply out through a callback that may run
 * later and on any thread. No language-specific type ever crosses, so a bundle may be written in
 * Swift (WidgetSDK does all of this for you), C, or anything with a C ABI.
 */
#ifndef WIDGET_ABI_H
#define WIDGET_ABI_H

#include <stddef.h>
#include <stdint.h>

/* Nullability annotations are clang's; other compilers read them as nothing. */
#if !defined(__clang__)
#define _Nullable
#define _Nonnull
#endif

/* The version of the tables below. The host refuses a bundle whose manifest or table says otherwise. */
#define WIDGET_ABI_VERSION 1

/* The name of the symbol a bundle library exports, of type `widget_entry_fn`. */
#define WIDGET_ENTRY_SYMBOL "widget_bundle_entry"

/* Log levels for `widget_host.log`. */
enum {
    WIDGET_LOG_DEBUG = 0,
    WIDGET_LOG_INFO = 1,
    WIDGET_LOG_NOTICE = 2,
    WIDGET_LOG_WARNING = 3,
    WIDGET_LOG_ERROR = 4,
};

/*
 * Delivers the reply to one request. Call it exactly once per request, from any thread; the bytes are
 * copied before it returns. `reply_context` is the value passed with the request.
 */
typedef void (*widget_reply_fn)(void *_Nullable reply_context, const uint8_t *_Nullable bytes, size_t length);

/* Sends one message and arranges for exactly one reply through `reply`. */
typedef void (*widget_request_fn)(void *_Nullable context,
                                  const uint8_t *_Nullable bytes, size_t length,
                                  void *_Nullable reply_context, widget_reply_fn _Nonnull reply);

/*
 * Sends one host-service message. With `reply`, arranges for exactly one reply through it. With NULL,
 * the message wants no answer (a defaults write, a reload): it returns once the host has it, the host
 * performs it after every message sent before it and before any sent after, and writes a failure to
 * the bundle's log.
 */
typedef void (*widget_host_call_fn)(void *_Nullable context,
                                    const uint8_t *_Nullable bytes, size_t length,
                                    void *_Nullable reply_context, widget_reply_fn _Nullable reply);

/* What the host offers a bundle. Valid for the life of the process. */
typedef struct widget_host {
    uint32_t abi_version;
    /* The host's state for this bundle; pass it back unchanged. The bundle's identity is fixed by it. */
    void *_Nullable context;
    /* Host services (defaults, reloads, URLs): a WidgetWire host message in, a reply out or none. */
    widget_host_call_fn _Nonnull call;
    /* Writes one UTF-8 line to the host's log at a WIDGET_LOG_* level. */
    void (*_Nonnull log)(void *_Nullable context, int32_t level, const char *_Nonnull message);
} widget_host;

/* What a bundle offers the host. Must stay valid for the life of the process. */
typedef struct widget_bundle {
    uint32_t abi_version;
    void *_Nullable context;
    /* Handles one WidgetWire request (describe, placeholder, snapshot, timeline, ...). */
    widget_request_fn _Nonnull request;
} widget_bundle;

/* The entry symbol's type. Returns NULL when the bundle cannot work with this host's ABI version. */
typedef const widget_bundle *_Nullable (*widget_entry_fn)(const widget_host *_Nonnull host);

#endif /* WIDGET_ABI_H */
