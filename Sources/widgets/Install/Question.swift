import Foundation

/// A yes-or-no question on the terminal (or whatever standard input is): `--yes` answers yes for
/// scripts; no answer (end of input) is no.
struct Question {
    var yes: Bool

    func ask(_ prompt: String) -> Bool {
        print(prompt, terminator: "")
        fflush(nil)
        if yes {
            print("yes (--yes)")
            return true
        }
        guard let answer = readLine() else {
            print("")
            return false
        }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
