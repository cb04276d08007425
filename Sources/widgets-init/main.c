/*
 * widgets-init: process 1 of a worker's PID namespace. The runtime starts it beside the worker (process
 * 2) when it starts a worker in namespaces of its own; it reaps orphans, and when the worker ends it
 * reports how and exits, upon which the kernel ends every process left in the namespace. Small and
 * without the Swift runtime, so the fence adds little to a worker's start. Never started by people.
 */
#include <stdbool.h>
#include <stdio.h>
#include "fence.h"
#include "startup_memory.h"

/*
 * Linked statically (`-static-executable`): no dynamic loader, no libraries to map and relocate, so a
 * worker's process 1 costs a few hundred kilobytes. SwiftPM links `swiftrt.o` into every executable,
 * whose start-up code hands the image to the Swift runtime; this program has no Swift and answers
 * those two calls itself, so no part of the Swift runtime is linked in.
 */
void swift_addNewDSOImage(const void *sections) { (void)sections; }
bool _swift_backtrace_isThunkFunction(const char *name) { (void)name; return false; }

int main(void) {
    /* From here on it only waits for its children: the code that started it (the C library's own
     * start-up) leaves its memory. */
    startup_memory_release();
    fence_serve_as_init();
    fputs("widgets-init is started by `widgets` as the first process of a worker's namespace, not by hand\n", stderr);
    return 64;
}
