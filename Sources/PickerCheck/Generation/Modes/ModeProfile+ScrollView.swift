extension ModeProfile {
  /// The scroll-view mode: a model of `UIScrollView` driven frame by frame by a virtual
  /// finger and an app (``ScrollViewHost``), from the layouts and options an app shows
  /// (``ScrollViewGeneration``), judged end to end.
  ///
  /// A case runs at least half the longest case: its gestures take many frames, and the
  /// mode is meant to check a third of a campaign's events or more.
  static let scrollView = ModeProfile(
    identifierName: "ScrollView", start: .scrollViewGeneration, events: .scrollViewHost,
    shortestCaseShare: 0.5)
}
