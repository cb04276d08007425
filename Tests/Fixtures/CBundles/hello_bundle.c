/*
 * A widget bundle written in C against widget_abi.h alone: no Swift, no SDK. It answers describe
 * and timeline with fixed WidgetWire JSON, replying from the calling thread. Built with
 * -DSILENT_DESCRIBE it never answers describe, as a hung bundle would. Built with -DHOSTILE_TREE its
 * snapshot is a render tree no honest SDK makes (lengths and colors out of range, a 100,000-character
 * text, script links) and its timeline has an entry dated 10^300 seconds after 1970. Built with
 * -DBLOCK_TIMELINE a timeline request blocks the thread it is called on forever. -DKIND='"Name"'
 * names its one kind (Hello otherwise). Built with -DNEWER_WIRE its entries are in wire version 2.
 * Built with -DREPLY_FLOOD a timeline request is answered at once and starts a thread that fills the
 * bundle's suite with 3.6 MB, stops reading the runtime's answers (the first one's callback never
 * returns) and asks for the whole suite 100,000 times. Built with -DCRASH_TIMELINE a timeline request
 * aborts; -DFAMILIES='"\"systemSmall\", \"systemMedium\""' names its kind's families. Built with
 * -DLOCATION_PROBE its snapshot asks the host for the device's location and to geocode a point
 * itself, without the SDK, and says "located" when an answer holds a latitude, "refused" otherwise.
 * Built with -DSOCKET_PROBE its snapshot tries every Unix socket and socket pair type, and an internet
 * datagram socket, and with each socket it gets, and its link to the runtime (descriptor 3), sends to
 * the datagram socket `t.sock` in its bundle folder (sendto, sendmsg and sendmmsg with its address)
 * and connects to it, one line each: "socket-dgram: allowed" or "socket-dgram: denied (EPERM)". Built with -DNOISY_DESCRIBE it
 * writes escape sequences to its standard error and aborts while it describes itself. Built with
 * -DFORGE_READY or -DFORGE_START_FAILURE a timeline request writes, on the worker's own socket
 * (descriptor 3), a second `ready` frame saying its fence is down, or a start failure whose code,
 * message and fix hold escape sequences, before it answers. Built with -DHUGE_TIMELINE its timeline is
 * 24 entries of 450 texts of 4,000 characters each, within every render limit: about 44 MB.
 */
#include <dlfcn.h>
#include <errno.h>
#include <libgen.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "widget_abi.h"

#ifndef KIND
#define KIND "Hello"
#endif
#ifndef FAMILIES
#define FAMILIES "\"systemSmall\""
#endif

static const char describe_reply[] =
    "{\"version\":1,\"value\":{\"sdkVersion\":\"c\",\"widgets\":[{\"kind\":\"" KIND "\",\"displayName\":\"Hello from C\","
    "\"description\":\"A bundle without Swift.\",\"supportedFamilies\":[" FAMILIES "],\"contentMarginsDisabled\":false}]}}";

#ifdef NEWER_WIRE
/* An entry in a version of the boundary this runtime does not speak. */
static const char entry_reply[] =
    "{\"version\":2,\"value\":{\"date\":1800000000,\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"Hello, C\"}]}}}";
#else
static const char entry_reply[] =
    "{\"version\":1,\"value\":{\"date\":1800000000,\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"Hello, C\"}]}}}";
#endif

static const char timeline_reply[] =
    "{\"version\":1,\"value\":{\"policy\":{\"type\":\"never\"},\"entries\":[{\"date\":1800000000,"
    "\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"Hello, C\"}]}}]}}";

#ifdef HOSTILE_TREE
static const char hostile_timeline_reply[] =
    "{\"version\":1,\"value\":{\"policy\":{\"type\":\"never\"},\"entries\":[{\"date\":1e300,"
    "\"view\":{\"type\":\"empty\"}}]}}";

/* A snapshot whose tree is hostile in every way the wire allows; built once. */
static const char *hostile_entry(void) {
    static char *reply;
    if (reply) return reply;
    size_t huge = 100000;
    reply = malloc(huge + 4096);
    char *text = malloc(huge + 1);
    memset(text, 'A', huge);
    text[huge] = 0;
    sprintf(reply,
        "{\"version\":1,\"value\":{\"date\":1800000000,\"view\":{\"type\":\"stack\",\"axis\":\"vertical\","
        "\"spacing\":-1e308,\"children\":["
        "{\"type\":\"text\",\"runs\":[{\"text\":\"%s\"}],\"modifiers\":[{\"padding\":{\"top\":-50,\"leading\":1e999,"
        "\"bottom\":0,\"trailing\":0}},{\"opacity\":-3},{\"foregroundStyle\":{\"red\":5,\"green\":-1,\"blue\":0.5}}]},"
        "{\"type\":\"link\",\"url\":\"javascript:alert(1)\",\"content\":{\"type\":\"text\",\"runs\":[{\"text\":\"click\"}]}},"
        "{\"type\":\"spacer\",\"minLength\":-7,\"modifiers\":[{\"frame\":{\"width\":1e999,\"height\":-3,\"alignment\":\"center\"}},"
        "{\"cornerRadius\":-1},{\"widgetURL\":\"data:text/html,<script>alert(1)</script>\"}]},"
        "{\"type\":\"progress\",\"value\":1e999,\"total\":-2,\"style\":\"linear\"}"
        "],\"modifiers\":[{\"widgetURL\":\" JavaScript:alert(2)\"}]}}}",
        text);
    free(text);
    return reply;
}
#endif

static const widget_host *host_table;

#ifdef CGROUP_PROBE
/* What /proc/self/cgroup says as the library is loaded: the bundle's first code, before any request. */
static char cgroup_at_load[4096];
__attribute__((constructor)) static void read_cgroup_at_load(void) {
    FILE *file = fopen("/proc/self/cgroup", "r");
    if (!file) return;
    size_t count = fread(cgroup_at_load, 1, sizeof cgroup_at_load - 1, file);
    cgroup_at_load[count] = 0;
    fclose(file);
}

/* A timeline saying whether that was the worker's own cgroup (the runtime names them widgets-…). */
static const char *probe_cgroup(void) {
    static char reply[512];
    snprintf(reply, sizeof reply,
             "{\"version\":1,\"value\":{\"policy\":{\"type\":\"never\"},\"entries\":[{\"date\":1800000000,"
             "\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"%s\"}]}}]}}",
             strstr(cgroup_at_load, "/widgets-") ? "cgroup ok" : "cgroup missed");
    return reply;
}
#endif

#ifdef REPLY_FLOOD
static void ignore_reply(void *context, const uint8_t *bytes, size_t length) {
    (void)context, (void)bytes, (void)length;
}

/* Called on the thread that reads the runtime's answers: holding it means nothing more is read. */
static void stall_reply(void *context, const uint8_t *bytes, size_t length) {
    (void)context, (void)bytes, (void)length;
    for (;;) pause();
}

static void *flood(void *unused) {
    (void)unused;
    size_t size = 900 * 1024;
    char *write = malloc(size + 128);
    for (int key = 0; key < 4; key++) {
        int head = sprintf(write, "{\"version\":1,\"type\":\"write\",\"key\":\"big%d\",\"value\":{\"string\":\"", key);
        memset(write + head, 'x', size);
        strcpy(write + head + size, "\"}}");
        host_table->call(host_table->context, (const uint8_t *)write, strlen(write), 0, ignore_reply);
    }
    free(write);
    static const char read[] = "{\"version\":1,\"type\":\"readSuite\"}";
    for (int call = 0; call < 100000; call++) {
        host_table->call(host_table->context, (const uint8_t *)read, strlen(read), 0, call == 0 ? stall_reply : ignore_reply);
    }
    return 0;
}
#endif

#ifdef LOCATION_PROBE
/* A host answer, waited for: a worker's arrives on the thread that reads the runtime's socket. */
static pthread_mutex_t answer_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t answer_ready = PTHREAD_COND_INITIALIZER;
static int answered, located;

static void take_answer(void *context, const uint8_t *bytes, size_t length) {
    (void)context;
    pthread_mutex_lock(&answer_lock);
    if (memmem(bytes, length, "\"latitude\"", 10)) located = 1;
    answered = 1;
    pthread_cond_signal(&answer_ready);
    pthread_mutex_unlock(&answer_lock);
}

static void ask(const char *request) {
    answered = 0;
    host_table->call(host_table->context, (const uint8_t *)request, strlen(request), 0, take_answer);
    pthread_mutex_lock(&answer_lock);
    while (!answered) pthread_cond_wait(&answer_ready, &answer_lock);
    pthread_mutex_unlock(&answer_lock);
}

static const char *probe_location(void) {
    static char reply[256];
    located = 0;
    ask("{\"version\":1,\"type\":\"location\"}");
    ask("{\"version\":1,\"type\":\"geocode\",\"latitude\":48.85,\"longitude\":2.35}");
    snprintf(reply, sizeof reply,
        "{\"version\":1,\"value\":{\"date\":1800000000,\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"%s\"}]}}}",
        located ? "located" : "refused");
    return reply;
}
#endif

#ifdef SOCKET_PROBE
#include <sys/socket.h>
#include <sys/un.h>

static char probe_lines[4096];

static void note(const char *name, int result) {
    size_t used = strlen(probe_lines);
    const char *errno_name = errno == EPERM ? "EPERM" : errno == EISCONN ? "EISCONN" : errno == EOPNOTSUPP ? "EOPNOTSUPP"
                             : errno == EAFNOSUPPORT ? "EAFNOSUPPORT" : errno == EPROTOTYPE ? "EPROTOTYPE" : 0;
    char other[32];
    if (!errno_name) snprintf(other, sizeof other, "errno %d", errno), errno_name = other;
    if (result >= 0) snprintf(probe_lines + used, sizeof probe_lines - used, "%s%s: allowed", used ? "\\n" : "", name);
    else snprintf(probe_lines + used, sizeof probe_lines - used, "%s%s: denied (%s)", used ? "\\n" : "", name, errno_name);
}

/* Sends to and connects to the test's datagram socket through `descriptor`: sendmsg and sendmmsg carry
 * the address inside their message, where the kernel's filter cannot read it. */
static void reach_target(int descriptor, const char *name, const struct sockaddr_un *target) {
    char line[64];
    snprintf(line, sizeof line, "%s-sendto", name);
    note(line, (int)sendto(descriptor, "x", 1, 0, (const struct sockaddr *)target, sizeof *target));
    struct iovec byte = {.iov_base = "x", .iov_len = 1};
    struct msghdr message = {.msg_name = (void *)target, .msg_namelen = sizeof *target, .msg_iov = &byte, .msg_iovlen = 1};
    snprintf(line, sizeof line, "%s-sendmsg", name);
    note(line, (int)sendmsg(descriptor, &message, MSG_DONTWAIT | MSG_NOSIGNAL));
    struct mmsghdr messages[1] = {{.msg_hdr = message}};
    snprintf(line, sizeof line, "%s-sendmmsg", name);
    note(line, sendmmsg(descriptor, messages, 1, MSG_DONTWAIT | MSG_NOSIGNAL) == 1 ? 0 : -1);
    snprintf(line, sizeof line, "%s-connect", name);
    note(line, connect(descriptor, (const struct sockaddr *)target, sizeof *target));
}

static const char *probe_sockets(void) {
    static char reply[8192];
    probe_lines[0] = 0;
    Dl_info info;
    dladdr((void *)probe_sockets, &info);
    char library[4096];
    snprintf(library, sizeof library, "%s", info.dli_fname);
    struct sockaddr_un target = {.sun_family = AF_UNIX};
    snprintf(target.sun_path, sizeof target.sun_path, "%s/t.sock", dirname(library));
    static const struct { const char *name; int type; } types[] = {
        {"stream", SOCK_STREAM}, {"dgram", SOCK_DGRAM}, {"seqpacket", SOCK_SEQPACKET}, {"raw", SOCK_RAW},
    };
    char name[64];
    for (int index = 0; index < 4; index++) {
        snprintf(name, sizeof name, "socket-%s", types[index].name);
        int descriptor = socket(AF_UNIX, types[index].type | SOCK_CLOEXEC, 0);
        note(name, descriptor);
        if (descriptor >= 0) reach_target(descriptor, name, &target), close(descriptor);
    }
    for (int index = 0; index < 4; index++) {
        snprintf(name, sizeof name, "pair-%s", types[index].name);
        int pair[2];
        int made = socketpair(AF_UNIX, types[index].type | SOCK_CLOEXEC, 0, pair);
        note(name, made);
        if (made == 0) reach_target(pair[0], name, &target), close(pair[0]), close(pair[1]);
    }
    /* The worker's own link to the runtime: a connected stream socket. */
    reach_target(3, "link", &target);
    /* An internet datagram socket (with the network entitlement) given a Unix address. */
    int internet = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    note("inet-dgram", internet);
    if (internet >= 0) reach_target(internet, "inet-dgram", &target), close(internet);
    snprintf(reply, sizeof reply,
        "{\"version\":1,\"value\":{\"date\":1800000000,\"view\":{\"type\":\"text\",\"runs\":[{\"text\":\"%s\"}]}}}",
        probe_lines);
    return reply;
}
#endif

#if defined(FORGE_READY) || defined(FORGE_START_FAILURE)
/* A frame as the worker writes it: length (of kind, id and payload), kind, id, payload. */
static void forge_frame(unsigned char kind, const char *payload) {
    size_t length = strlen(payload);
    unsigned char frame[1024];
    uint32_t size = (uint32_t)(9 + length);
    memcpy(frame, &size, 4);
    frame[4] = kind;
    memset(frame + 5, 0, 8);
    memcpy(frame + 13, payload, length);
    ssize_t ignored = write(3, frame, 13 + length);
    (void)ignored;
}
#endif

#ifdef HUGE_TIMELINE
/* The huge timeline's reply, made once. */
static char *huge_reply(void) {
    static char *reply;
    if (reply) return reply;
    const size_t texts = 450, characters = 4000, entries = 24;
    reply = malloc(entries * texts * (characters + 64) + 4096);
    char *end = reply + sprintf(reply, "{\"version\":1,\"value\":{\"policy\":{\"type\":\"never\"},\"entries\":[");
    for (size_t entry = 0; entry < entries; entry++) {
        end += sprintf(end, "%s{\"date\":%zu,\"view\":{\"type\":\"stack\",\"axis\":\"vertical\",\"children\":[", entry ? "," : "", 1800000000 + entry * 60);
        for (size_t text = 0; text < texts; text++) {
            end += sprintf(end, "%s{\"type\":\"text\",\"runs\":[{\"text\":\"", text ? "," : "");
            memset(end, 'x', characters);
            end += characters;
            end += sprintf(end, "\"}]}");
        }
        end += sprintf(end, "]}}");
    }
    sprintf(end, "]}}");
    return reply;
}
#endif

static void handle(void *context, const uint8_t *bytes, size_t length, void *reply_context, widget_reply_fn reply) {
    (void)context;
    const char *answer = entry_reply;
    if (memmem(bytes, length, "\"describe\"", 10)) {
#ifdef NOISY_DESCRIBE
        fprintf(stderr, "\x1b[2J\x1b]0;owned\aboom\x1b[31m while describing\x1b[0m\n");
        fflush(stderr);
        abort();
#endif
#ifdef SILENT_DESCRIBE
        return;
#endif
        answer = describe_reply;
    } else if (memmem(bytes, length, "\"timeline\"", 10)) {
#ifdef BLOCK_TIMELINE
        for (;;) pause();
#endif
#ifdef CRASH_TIMELINE
        abort();
#endif
#ifdef FORGE_READY
        forge_frame(6, "{\"landlockNetwork\":false,\"socketFilter\":false,\"network\":true}");
#endif
#ifdef FORGE_START_FAILURE
        forge_frame(7, "{\"code\":\"libraryMissing\\u001b[2J\",\"message\":\"\\u001b[2J\\u001b]0;owned\\u0007forged failure\\u202etxt.exe\","
                       "\"fix\":\"run \\u001b[31mrm -rf ~\"}");
#endif
#ifdef REPLY_FLOOD
        pthread_t thread;
        pthread_create(&thread, 0, flood, 0);
#endif
        answer = timeline_reply;
#ifdef CGROUP_PROBE
        answer = probe_cgroup();
#endif
#ifdef HUGE_TIMELINE
        answer = huge_reply();
#endif
#ifdef HOSTILE_TREE
        answer = hostile_timeline_reply;
    } else {
        answer = hostile_entry();
#endif
#ifdef LOCATION_PROBE
    } else {
        answer = probe_location();
#endif
#ifdef SOCKET_PROBE
    } else {
        answer = probe_sockets();
#endif
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
