/*
 * A widget bundle written in C against widget_abi.h alone: no Swift, no SDK. It answers describe
 * and timeline with fixed WidgetWire JSON, replying from the calling thread. Built with
 * -DSILENT_DESCRIBE it never answers describe, as a hung bundle would.
 */
#include <string.h>
#include "widget_abi.h"

static const char describe_reply[] =
    "{\"version\":1,\"value\":{\"sdkVersion\":\"c\",\"widgets\":[{\"kind\":\"Hello\",\"displayName\":\"Hello from C\","
    "\"description\":\"A bundle without Swift.\",\"supportedFamilies\":[\"systemSmall\"],\"contentMarginsDisabled\":false}]}}";

static const char entry_reply[] =
    "{\"version\":1,\"value\":{\"date\":1800000000,\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"Hello, C\"}]}}}";

static const char timeline_reply[] =
    "{\"version\":1,\"value\":{\"policy\":{\"type\":\"never\"},\"entries\":[{\"date\":1800000000,"
    "\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"Hello, C\"}]}}]}}";

static const widget_host *host_table;

static void handle(void *context, const uint8_t *bytes, size_t length, void *reply_context, widget_reply_fn reply) {
    (void)context;
    const char *answer = entry_reply;
    if (memmem(bytes, length, "\"describe\"", 10)) {
#ifdef SILENT_DESCRIBE
        return;
#endif
        answer = describe_reply;
    } else if (memmem(bytes, length, "\"timeline\"", 10)) {
        answer = timeline_reply;
    }
    host_table->log(host_table->context, WIDGET_LOG_INFO, "hello bundle answered a request");
    reply(reply_context, (const uint8_t *)answer, strlen(answer));
}

static const widget_bundle table = { WIDGET_ABI_VERSION, 0, handle };

const widget_bundle *widget_bundle_entry(const widget_host *host) {
    if (host->abi_version != WIDGET_ABI_VERSION) return 0;
    host_table = host;
    return &table;
}
