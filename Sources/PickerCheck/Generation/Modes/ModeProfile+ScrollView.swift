extension ModeProfile {
  /// The scroll-view mode: a model of `UIScrollView` driven frame by frame by a virtual
  /// finger and an app (``ScrollViewHost``), from the layouts and options an app shows
  /// (``ScrollViewGeneration``), judged end to end.
  ///
  /// A case runs at least half the longest case: its gestures take many frames, and the
  /// mode is meant to check a third of a campaign's events or more. It shows every label
  /// about the picker, and alone the scroll view's own: pixel scales, host variants,
  /// touches that stop glides and reloads while the scroll view moves.
  static let scrollView = ModeProfile(
    identifierName: "ScrollView", start: .scrollViewGeneration, events: .scrollViewHost,
    shortestCaseShare: 0.5,
    coverage: .picker
      .owing(1.0 / 3, for: [.scrollViewMode])
      .owing(0.05, for: [.pixelScale1, .pixelScale2, .pixelScale3])
      .owing(0.02, for: [.hostWithoutWillEndDragging, .hostIgnoringTarget])
      .owing(0.0002, for: [.touchStopsGlide, .scrollViewReloadMidGesture]))
}
