#ifndef NETWORK_NOTICE_H
#define NETWORK_NOTICE_H

/* A worker whose bundle has no network entitlement: its internet sockets are refused here, with one
   line on standard error saying why (the runtime logs it under the bundle), before the kernel's
   filter would refuse them silently and URLSession would fail with NSURLErrorDomain -1. */
void network_notice_refuse_internet(void);

#endif
