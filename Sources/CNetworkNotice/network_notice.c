#define _GNU_SOURCE
#include "network_notice.h"

#include <errno.h>
#include <stdatomic.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int refusing = 0;
static atomic_int told = 0;

void network_notice_refuse_internet(void) { atomic_store(&refusing, 1); }

/* The worker exports this `socket` (its link adds --export-dynamic-symbol=socket), so every library
   in it, libcurl under URLSession included, calls it rather than libc's. Only the worker links it. */
int socket(int domain, int type, int protocol) {
    if (atomic_load(&refusing) && (domain == AF_INET || domain == AF_INET6)) {
        if (!atomic_exchange(&told, 1)) {
            static const char line[] =
                "warning: the bundle opened an internet socket (URLSession, say), but its manifest has no network "
                "entitlement, so it is refused and the request fails (NSURLErrorDomain -1); to allow it, add "
                "\"entitlements\": {\"network\": true} to its Info.json\n";
            ssize_t ignored = write(2, line, sizeof line - 1);
            (void)ignored;
        }
        errno = EPERM;
        return -1;
    }
    return (int)syscall(SYS_socket, domain, type, protocol);
}
