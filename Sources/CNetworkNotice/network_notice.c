#define _GNU_SOURCE
#include "network_notice.h"

#include <errno.h>
#include <stdatomic.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int refusing = 0;
static atomic_int told_internet = 0;
static atomic_int told_other = 0;
static atomic_int told_pair = 0;

void network_notice_refuse_internet(void) { atomic_store(&refusing, 1); }

/* A refusal: says why on standard error, the first time only, and leaves errno EPERM. */
static void refused(atomic_int *told, const char *line, size_t length) {
    if (!atomic_exchange(told, 1)) {
        ssize_t ignored = write(2, line, length);
        (void)ignored;
    }
    errno = EPERM;
}
#define REFUSED(told, line) refused(told, line, sizeof(line) - 1)

/* The worker exports this `socket` and `socketpair` (its link adds --export-dynamic-symbol for each),
   so every library in it, libcurl under URLSession included, calls them rather than libc's. Only the
   worker links them. The kernel's filter refuses what they explain; they only say why, once each. */
int socket(int domain, int type, int protocol) {
    if (atomic_load(&refusing) && (domain == AF_INET || domain == AF_INET6)) {
        REFUSED(&told_internet,
                "warning: the bundle opened an internet socket (URLSession, say), but its manifest has no network "
                "entitlement, so it is refused and the request fails (NSURLErrorDomain -1); to allow it, add "
                "\"entitlements\": {\"network\": true} to its Info.json\n");
        return -1;
    }
    int descriptor = (int)syscall(SYS_socket, domain, type, protocol);
    if (descriptor < 0 && errno == EPERM && domain != AF_INET && domain != AF_INET6) {
        REFUSED(&told_other,
                "warning: the bundle opened a socket that is not an internet one (a Unix socket, say), which no bundle "
                "may open: it could reach the runtime's or other programs' sockets (syslog, the journal), so it is "
                "refused (EPERM); its one link is to the runtime, through its host calls\n");
    }
    return descriptor;
}

int socketpair(int domain, int type, int protocol, int pair[2]) {
    int result = (int)syscall(SYS_socketpair, domain, type, protocol, pair);
    if (result < 0 && errno == EPERM) {
        REFUSED(&told_pair,
                "warning: the bundle made a socket pair that is not a Unix stream pair (a datagram pair, say), which no "
                "bundle may make: a datagram socket can send to any socket on the machine it can name (syslog, the "
                "journal), so it is refused (EPERM); socketpair(AF_UNIX, SOCK_STREAM, ...) is allowed\n");
    }
    return result;
}
