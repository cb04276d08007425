#define _GNU_SOURCE
#include "fence.h"

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
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

/* Jump offsets in the filter below: from the instruction at `from` to the one at `to`. */
#define FENCE_JUMP(from, to) ((unsigned char)((to) - (from) - 1))

int fence_filter_calls(int allow_internet) {
#ifdef FENCE_AUDIT_ARCH
    enum {
        SOCKET = 11,
        PAIR = 14,
        SEND = 19,
        UNSUPPORTED = 23, /* fallocate's answer; DENY and ALLOW follow it */
        DENY = 24,
        ALLOW = 25,
    };
    const int internet = allow_internet ? ALLOW : DENY;
    struct sock_filter filter[] = {
        /* 0-2: another architecture's system call numbers mean other calls: refuse them all. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FENCE_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        /* 3-10: x32 calls (x86_64's second numbering) and io_uring are refused; fallocate is not
         * offered (it takes disk without writing a byte, out of the write count the folders' quotas
         * are watched by; posix_fallocate then writes); connect only passes with the internet allowed
         * (without it, no socket the worker can make may connect); socket, socketpair and sendto are
         * looked at; the rest pass. sendmsg and sendmmsg carry their address in memory the filter
         * cannot read, and need not be looked at: the only Unix sockets a worker holds are connected
         * stream ones (its link, a stream pair), where the kernel refuses an address (EISCONN), and an
         * internet socket refuses a Unix one (EAFNOSUPPORT). */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, FENCE_JUMP(4, DENY), 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, FENCE_JUMP(5, DENY), 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_fallocate, FENCE_JUMP(6, UNSUPPORTED), 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socketpair, FENCE_JUMP(7, PAIR), 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, FENCE_JUMP(8, SOCKET), 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_connect, FENCE_JUMP(9, internet), 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_sendto, FENCE_JUMP(10, allow_internet ? ALLOW : SEND),
                 FENCE_JUMP(10, ALLOW)),
        /* 11-13: socket(domain, ...): with the internet allowed, AF_INET and AF_INET6 pass; no other
         * family ever does (AF_UNIX of any type, netlink, packet ...). */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET, FENCE_JUMP(12, internet), 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, FENCE_JUMP(13, internet), FENCE_JUMP(13, DENY)),
        /* 14-18: socketpair(domain, type, ...): only an AF_UNIX stream pair passes (the type's low
         * bits; its high ones are SOCK_CLOEXEC and SOCK_NONBLOCK). A datagram pair (SOCK_DGRAM, or
         * SOCK_RAW, which AF_UNIX makes a datagram socket) could be pointed at any pathname socket. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, FENCE_JUMP(15, DENY)),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[1])),
        BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0xf),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SOCK_STREAM, FENCE_JUMP(18, ALLOW), FENCE_JUMP(18, DENY)),
        /* 19-22 (without the internet): sendto(fd, buffer, length, flags, address, ...) with an
         * address is refused, both halves of the pointer looked at; send() passes none. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[4])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, FENCE_JUMP(20, DENY)),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[4]) + 4),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, FENCE_JUMP(22, ALLOW), FENCE_JUMP(22, DENY)),
        /* 23: not offered; 24: refused; 25: allowed. */
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EOPNOTSUPP & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    _Static_assert(sizeof(filter) / sizeof(filter[0]) == ALLOW + 1, "the filter's labels are its indices");
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

#ifndef __NR_clone3
#define __NR_clone3 435
#endif
#ifndef __NR_close_range
#define __NR_close_range 436
#endif
#ifndef CLONE_PIDFD
#define CLONE_PIDFD 0x00001000
#endif
#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

/* The descriptor on which a namespace's init writes the worker's wait status. */
#define FENCE_STATUS_FD 4
/* The worker's process ID in its namespace: the first process its init starts. */
#define FENCE_WORKER_PID 2

struct fence_clone_args {
    uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack, stack_size, tls;
};

/* fork(2) with namespaces and a pidfd, through the raw system call: no atfork handlers run in the
 * child of a threaded process, which only sets up and execs. Without clone3 (before Linux 5.3), no
 * pidfd. */
static pid_t fence_clone(uint64_t flags, int *pidfd) {
    struct fence_clone_args args;
    memset(&args, 0, sizeof args);
    args.flags = flags | CLONE_PIDFD;
    args.pidfd = (uint64_t)(uintptr_t)pidfd;
    args.exit_signal = SIGCHLD;
    long pid = syscall(__NR_clone3, &args, sizeof args);
    if (pid >= 0 || errno != ENOSYS) return (pid_t)pid;
    *pidfd = -1;
    return (pid_t)syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0);
}

/* In the child: tells the parent where the start failed, and ends. */
static void fence_child_failed(int report_fd, int stage) {
    int message[2] = {stage, errno};
    ssize_t written = write(report_fd, message, sizeof message);
    (void)written;
    _exit(127);
}

/* In the child: arranges descriptors and signals as fence_spawn promises, and execs; `status_fd`, when
 * not -1, becomes descriptor 4 (an init's status pipe, or a worker's wait for its cgroups). */
static void fence_child_exec(const char *path, char *const argv[], char *const envp[], int output_fd, int socket_fd,
                             int status_fd, int report_fd) {
    /* Copies above every target first, so no dup2 below overwrites a source. */
    int output = fcntl(output_fd, F_DUPFD_CLOEXEC, 10);
    int channel = fcntl(socket_fd, F_DUPFD_CLOEXEC, 10);
    int status = status_fd >= 0 ? fcntl(status_fd, F_DUPFD_CLOEXEC, 10) : -1;
    int nothing = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (output < 0 || channel < 0 || nothing < 0 || (status_fd >= 0 && status < 0)) fence_child_failed(report_fd, FENCE_STAGE_EXEC);
    if (dup2(nothing, 0) < 0 || dup2(output, 1) < 0 || dup2(output, 2) < 0 || dup2(channel, 3) < 0 ||
        (status >= 0 && dup2(status, FENCE_STATUS_FD) < 0))
        fence_child_failed(report_fd, FENCE_STAGE_EXEC);
    /* Everything else of the runtime's closes on exec (the report pipe too, which says it worked). */
    int first = status >= 0 ? FENCE_STATUS_FD + 1 : FENCE_STATUS_FD;
    if (syscall(__NR_close_range, first, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
        for (int fd = first; fd < 65536; fd++) {
            if (fd != report_fd) close(fd);
        }
    }
    struct sigaction initial;
    memset(&initial, 0, sizeof initial);
    initial.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &initial, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || setpgid(0, 0) != 0) fence_child_failed(report_fd, FENCE_STAGE_EXEC);
    execve(path, argv, envp);
    fence_child_failed(report_fd, FENCE_STAGE_EXEC);
}

/* In the parent: writes `text` whole into an existing file (a /proc or cgroup control file). */
static int fence_write_file(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t length = (ssize_t)strlen(text);
    ssize_t written = write(fd, text, (size_t)length);
    int code = errno;
    close(fd);
    errno = code;
    return written == length ? 0 : -1;
}

/* In the parent: maps the namespace's user and group to this process's own, so files keep their owners. */
static int fence_write_identity(pid_t pid, uid_t uid, gid_t gid) {
    char path[64], map[64];
    const char *files[3] = {"setgroups", "uid_map", "gid_map"};
    for (int index = 0; index < 3; index++) {
        unsigned id = index == 1 ? (unsigned)uid : (unsigned)gid;
        if (index == 0) snprintf(map, sizeof map, "deny");
        else snprintf(map, sizeof map, "%u %u 1", id, id);
        snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, files[index]);
        if (fence_write_file(path, map) != 0) return -1;
    }
    return 0;
}

/* In the parent: the first child of `pid` (its namespace's worker), or -1. */
static pid_t fence_first_child(pid_t pid) {
    char path[64], text[32];
    snprintf(path, sizeof path, "/proc/%d/task/%d/children", (int)pid, (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t count = read(fd, text, sizeof text - 1);
    close(fd);
    if (count <= 0) return -1;
    text[count] = 0;
    int child = -1;
    return sscanf(text, "%d", &child) == 1 ? (pid_t)child : -1;
}

/* In the parent: writes the child's process ID into each cgroup.procs file. */
static int fence_join_cgroups(pid_t pid, char *const cgroup_procs[]) {
    if (cgroup_procs == NULL) return 0;
    char text[16];
    snprintf(text, sizeof text, "%d", (int)pid);
    for (int index = 0; cgroup_procs[index] != NULL; index++) {
        if (fence_write_file(cgroup_procs[index], text) != 0) return -1;
    }
    return 0;
}

/* In the namespaced child, before it waits for the runtime: closes every descriptor but `keep`
 * (and the standard three), so it holds no copy of another start's pipes meanwhile (a copy of
 * another child's gate would keep that one waiting for ever if the runtime died). */
static void fence_keep_only(int keep[], int count) {
    for (int i = 1; i < count; i++) {
        for (int j = i; j > 0 && keep[j - 1] > keep[j]; j--) {
            int swap = keep[j];
            keep[j] = keep[j - 1], keep[j - 1] = swap;
        }
    }
    unsigned low = 3;
    for (int i = 0; i <= count; i++) {
        unsigned high = i < count ? (unsigned)keep[i] : ~0U;
        if (i < count && (keep[i] < 3 || (unsigned)keep[i] < low)) continue;
        if (high > low && syscall(__NR_close_range, low, high - 1, 0) != 0) {
            for (unsigned fd = low; fd < high && fd < 65536; fd++) close((int)fd);
        }
        if (i < count) low = (unsigned)keep[i] + 1;
    }
}

int fence_spawn(const char *path, char *const argv[], char *const envp[], int output_fd, int socket_fd, int namespaced,
                const char *init_path, char *const cgroup_procs[], struct fence_child *child, int *stage) {
    int report[2], gate[2] = {-1, -1}, status[2] = {-1, -1}, joined[2] = {-1, -1};
    *stage = FENCE_STAGE_CLONE;
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    if ((namespaced && (pipe2(gate, O_CLOEXEC) != 0 || pipe2(status, O_CLOEXEC) != 0)) ||
        (path != NULL && socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, joined) != 0)) {
        int code = errno;
        close(report[0]), close(report[1]);
        if (gate[0] >= 0) close(gate[0]), close(gate[1]);
        if (status[0] >= 0) close(status[0]), close(status[1]);
        errno = code;
        return -1;
    }
    uid_t uid = getuid();
    gid_t gid = getgid();
    int pidfd = -1;
    pid_t pid = fence_clone(namespaced ? CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS : 0, &pidfd);
    if (pid == 0) {
        if (namespaced) {
            int keep[] = {gate[0], report[1], status[1], output_fd, socket_fd, joined[0]};
            fence_keep_only(keep, path == NULL ? 2 : 6);
            /* Wait until the parent has written the identity maps (or has given up). */
            char go = 0;
            ssize_t count;
            do count = read(gate[0], &go, 1);
            while (count < 0 && errno == EINTR);
            if (count != 1) _exit(127);
            if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
                mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0)
                fence_child_failed(report[1], FENCE_STAGE_PROC);
        }
        if (path == NULL) _exit(0);
        if (namespaced) {
            /* The worker is this namespace's process 2, started from this copy before it becomes the
             * init by exec: neither runs the runtime's code past its exec, nor Swift code forked. */
            pid_t worker = (pid_t)syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
            if (worker < 0) fence_child_failed(report[1], FENCE_STAGE_CLONE);
            if (worker == 0) {
                close(status[1]);
                fence_child_exec(path, argv, envp, output_fd, socket_fd, joined[0], report[1]);
            }
        }
        if (namespaced && init_path != NULL) {
            char *const init_argv[] = {(char *)init_path, NULL};
            char *const init_envp[] = {NULL};
            fence_child_exec(init_path, init_argv, init_envp, output_fd, socket_fd, status[1], report[1]);
        }
        fence_child_exec(path, argv, envp, output_fd, socket_fd, namespaced ? status[1] : joined[0], report[1]);
    }
    int code = errno;
    close(report[1]);
    if (namespaced) close(gate[0]), close(status[1]);
    if (joined[0] >= 0) close(joined[0]);
    if (pid < 0) {
        close(report[0]);
        if (namespaced) close(gate[1]), close(status[0]);
        if (joined[1] >= 0) close(joined[1]);
        errno = code;
        return -1;
    }
    /* The worker is let go at once and waits, before anything of the bundle runs, for a byte on its
     * descriptor 4, sent once it is in its cgroups: the kernel takes a while to move a process into a
     * cgroup (v1 waits for its readers to sync, 10 to 30 ms), which the worker's own start (the
     * dynamic loader, the Swift runtime) then overlaps. In a namespace, the init and the worker both
     * join: the worker forked before its init joined. */
    int message[2] = {0, 0};
    ssize_t count = 0;
    if (namespaced && fence_write_identity(pid, uid, gid) != 0) {
        message[0] = FENCE_STAGE_IDENTITY, message[1] = errno;
        count = sizeof message;
    } else {
        if (namespaced) {
            ssize_t written = write(gate[1], "x", 1);
            (void)written;
        }
        do count = read(report[0], message, sizeof message);
        while (count < 0 && errno == EINTR);
        if (count != sizeof message && path != NULL) {
            pid_t worker = namespaced && cgroup_procs != NULL ? fence_first_child(pid) : pid;
            if (fence_join_cgroups(pid, cgroup_procs) != 0 || (namespaced && cgroup_procs != NULL && (worker < 0 || fence_join_cgroups(worker, cgroup_procs) != 0))) {
                message[0] = FENCE_STAGE_CGROUP, message[1] = worker < 0 ? ESRCH : errno;
                count = sizeof message;
            } else {
                /* A socket, not a pipe: a worker gone already makes this fail, not raise SIGPIPE here. */
                ssize_t sent = send(joined[1], "x", 1, MSG_NOSIGNAL);
                (void)sent;
            }
        }
    }
    close(report[0]);
    if (namespaced) close(gate[1]);
    if (joined[1] >= 0) close(joined[1]);
    if (count == sizeof message) {
        kill(pid, SIGKILL);
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
        }
        if (pidfd >= 0) close(pidfd);
        if (namespaced) close(status[0]);
        *stage = message[0];
        errno = message[1];
        return -1;
    }
    child->pid = pid;
    child->pidfd = pidfd;
    child->status_fd = namespaced ? status[0] : -1;
    return 0;
}

int fence_serve_as_init(void) {
    if (getpid() != 1) return 0;
    /* The init runs nothing of the bundle's: it keeps no descriptor, privilege or readable memory. */
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    fence_no_new_privs();
    fence_drop_capabilities();
    syscall(__NR_close_range, 0, FENCE_STATUS_FD - 1, 0);
    syscall(__NR_close_range, FENCE_STATUS_FD + 1, ~0U, 0);
    /* It sleeps until a child ends, not in wait(): the kernel wakes a waiting parent each time a
     * child is stopped or continued (the runtime rests a worker between its requests that way), while
     * a blocked SIGCHLD with SA_NOCLDSTOP is raised only when one ends. */
    sigset_t ended_child;
    sigemptyset(&ended_child);
    sigaddset(&ended_child, SIGCHLD);
    struct sigaction no_stops = {.sa_handler = SIG_DFL, .sa_flags = SA_NOCLDSTOP};
    sigaction(SIGCHLD, &no_stops, NULL);
    sigprocmask(SIG_BLOCK, &ended_child, NULL);
    for (;;) {
        int status = 0;
        pid_t ended;
        while ((ended = waitpid(-1, &status, WNOHANG)) > 0) {
            if (ended == FENCE_WORKER_PID) {
                ssize_t written = write(FENCE_STATUS_FD, &status, sizeof status);
                (void)written;
                _exit(0);
            }
        }
        if (ended < 0 && errno != EINTR) _exit(0);
        while (sigwaitinfo(&ended_child, NULL) < 0 && errno == EINTR) {
        }
    }
}
