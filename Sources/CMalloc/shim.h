/* glibc's malloc tuning (mallopt), which its Swift module does not bring. */
#include <malloc.h>
