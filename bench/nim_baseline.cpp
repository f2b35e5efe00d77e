// The baseline for bench_judge.py: a plain C++ Nim judge reading with cin, as a
// contestant would write it (default stream settings, no sync_with_stdio tricks).
#include <iostream>

int main() {
    long long n;
    while (std::cin >> n) {
        long long x = 0, a;
        for (long long i = 0; i < n; ++i) {
            std::cin >> a;
            x ^= a;
        }
        std::cout << (x == 0 ? "later win" : "earlier win") << std::endl;
    }
    return 0;
}
