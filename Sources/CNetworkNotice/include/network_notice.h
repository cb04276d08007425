#ifndef NETWORK_NOTICE_H
#define NETWORK_NOTICE_H

/* A worker whose bundle has no network entitlement: its internet sockets are refused here, with one
   line on standard error saying why (the runtime logs it under the bundle), before the kernel's
   filter would refuse them silently and URLSession would fail with NSURLErrorDomain -1. The worker's
   `socket` and `socketpair` also say once why the filter refused any other socket (a Unix one) or
   pair (any but a Unix stream pair), in every worker. */
void network_notice_refuse_internet(void);

#endif
