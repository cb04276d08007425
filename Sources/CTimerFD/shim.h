/* Linux's timerfd, which Glibc's Swift module does not bring. */
#include <sys/timerfd.h>
