import PickerState

extension SessionReplay {
  /// The finding, printed as the checker prints its failures: what broke, the file's line,
  /// the event, and the picker before and after it; for a divergence, both lists of
  /// effects. Nil when the replay found nothing.
  ///
  /// - Parameters:
  ///   - file: The session file's name, for the line that says where.
  ///   - session: The session replayed.
  public func report(file: String, session: Session) -> String? {
    guard let finding, let index = entryIndex else { return nil }
    let headline =
      switch finding {
      case .brokenPromise(let failure): "FAILURE: \(failure)"
      case .divergence: "DIVERGENCE: \(Finding.divergenceName)"
      }
    guard index >= 0 else {
      return "\(headline)\n  session:    \(file), line 1 (the picker the header creates)"
    }
    var lines = [
      headline,
      "  session:    \(file), line \(Session.line(ofEntry: index)) (event \(index + 1) of "
        + "\(session.entries.count))",
      "  event:      \(SwiftSource.event(session.entries[index].event))",
      "  before:     \(stateBefore.map(\.reportLine) ?? "-")",
      "  effects:    \(effects.map { "\($0)" } ?? "-")",
    ]
    if case .divergence(let recorded) = finding {
      lines.append("  recorded:   \(recorded)")
    }
    lines.append("  after:      \(stateAfter.map(\.reportLine) ?? "-")")
    return lines.joined(separator: "\n")
  }
}
