// MARK: - Runs of events that showed the same labels

extension Coverage {
  /// Consecutive events that showed the same labels, counted as one run: most events of a
  /// gesture show what the one before showed, so the counts are added once per run, not
  /// once per event and label.
  struct LabelRun: Hashable, Sendable {
    /// The labels every event of the run showed.
    private var labels = LabelSet()
    /// How many events the run has.
    private var length = 0

    /// One more event, which showed `labels`: the run grows, or, when the labels differ,
    /// its events are added to `counts` and a run of this event begins.
    @inline(__always)
    mutating func extend(with labels: LabelSet, endingInto counts: inout [Int]) {
      if labels == self.labels {
        length += 1
        return
      }
      add(to: &counts)
      self.labels = labels
      length = 1
    }

    /// Adds the run's events to the count of every label they showed.
    func add(to counts: inout [Int]) {
      guard length > 0 else { return }
      labels.add(length, to: &counts)
    }
  }
}
