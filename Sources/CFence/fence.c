#define _GNU_SOURCE
#include "fence.h"

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#define __NR_landlock_add_rule 445
#define __NR_landlock_restrict_self 446
#endif

/* The kernel's structs, declared here because Debian's headers stop at Landlock ABI 2. */
struct fence_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct fence_path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

#define FENCE_RULE_PATH_BENEATH 1
#define FENCE_CREATE_RULESET_VERSION (1U << 0)

int fence_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC); }

int fence_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int fence_open_path(const char *path) { return open(path, O_PATH | O_CLOEXEC); }

int fence_drop_capabilities(void) {
    for (int capability = 0; capability <= 63; capability++) {
        if (prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0 && errno != EINVAL) return -1;
    }
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2] = {{0, 0, 0}, {0, 0, 0}};
    return (int)syscall(SYS_capset, &header, data);
}

int fence_not_dumpable(void) { return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); }

int fence_no_new_privs(void) { return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); }

int fence_parent_death_signal(int signal) { return prctl(PR_SET_PDEATHSIG, signal, 0, 0, 0); }

int fence_landlock_abi(void) {
    return (int)syscall(__NR_landlock_create_ruleset, NULL, 0, FENCE_CREATE_RULESET_VERSION);
}

int fence_landlock_ruleset(uint64_t handled_fs, uint64_t handled_net, uint64_t scoped) {
    struct fence_ruleset_attr attr = {handled_fs, handled_net, scoped};
    /* Older kernels reject fields they do not know, so pass only as much of the struct as is used. */
    size_t size = scoped ? sizeof(attr)
                  : handled_net ? offsetof(struct fence_ruleset_attr, scoped)
                                : offsetof(struct fence_ruleset_attr, handled_access_net);
    return (int)syscall(__NR_landlock_create_ruleset, &attr, size, 0);
}

int fence_landlock_allow_path(int ruleset_fd, int parent_fd, uint64_t access) {
    struct fence_path_beneath_attr attr = {access, parent_fd};
    return (int)syscall(__NR_landlock_add_rule, ruleset_fd, FENCE_RULE_PATH_BENEATH, &attr, 0);
}

int fence_landlock_restrict(int ruleset_fd) { return (int)syscall(__NR_landlock_restrict_self, ruleset_fd, 0); }

#if defined(__x86_64__)
#define FENCE_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FENCE_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup 425
#endif

int fence_deny_sockets(int allow_internet) {
#ifdef FENCE_AUDIT_ARCH
    struct sock_filter filter[] = {
        /* 0-2: another architecture's system call numbers mean other calls: refuse them all. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FENCE_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        /* 3-6: x32 calls (x86_64's second numbering) and io_uring are refused; socket is looked at. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 5, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, 4, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, 0, 4),
        /* 7-9: socket(domain, ...): with the internet allowed, AF_INET and AF_INET6 pass. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET, allow_internet ? 2 : 0, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, allow_internet ? 1 : 0, 0),
        /* 10: refused; 11: allowed. */
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = {(unsigned short)(sizeof(filter) / sizeof(filter[0])), filter};
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0);
#else
    (void)allow_internet;
    errno = ENOSYS;
    return -1;
#endif
}

int fence_rename_exchange(const char *first, const char *second) {
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}
