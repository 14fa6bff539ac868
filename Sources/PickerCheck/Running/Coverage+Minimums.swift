// MARK: - What a mode owes each label

extension Coverage {
  /// The least share of a campaign's events that one mode owes each label it shows, part
  /// of its ``ModeProfile``. A campaign's minimum for a label is the most that any mode that
  /// ran owes it, so a label no mode that ran shows is not due.
  struct Minimums: Hashable, Sendable {
    /// The share owed, by label; a label missing here is one the mode does not show.
    private var shares: [Label: Double] = [:]

    /// The least share of a campaign's events the mode owes `label`: 0 when it does not
    /// show it.
    func minimumShare(of label: Label) -> Double {
      shares[label] ?? 0
    }

    /// These minimums, with each of `labels` owing `share` of a campaign's events.
    func owing(_ share: Double, for labels: [Label]) -> Minimums {
      var owing = self
      for label in labels { owing.shares[label] = share }
      return owing
    }

    /// What a mode that drives the picker owes the labels about it, which are every label
    /// but the scroll view's: event kinds, phases, rows, layouts and options.
    static let picker = Minimums()
      .owing(
        0.05,
        for: [
          .phaseIdle, .phaseDragging, .didScroll, .centerAlignment, .rightToLeft, .paging,
          .variableWidths,
        ]
      )
      .owing(
        0.01,
        for: [
          .phaseDecelerating, .phaseAnimating, .leadingAlignment, .trailingAlignment,
          .firstRowSelected, .lastRowSelected, .singleRowLayout,
        ]
      )
      .owing(
        0.002,
        for: [
          .select, .tap, .willBeginDragging, .willEndDragging, .didEndDragging,
          .didEndDecelerating, .didEndScrollingAnimation, .layoutChanged,
          .accessibilityIncrement, .accessibilityDecrement, .emptyLayout, .rejection,
        ]
      )
      .owing(0.0005, for: [.reloadMidGesture, .liveCommit])
      .owing(0.0002, for: [.edgeSettle])
  }
}
