extension ModeProfile {
  /// The scroll-view mode: a model of `UIScrollView` driven frame by frame by a virtual
  /// finger and an app (``ScrollViewHost``), from the layouts and options an app shows
  /// (``ScrollViewGeneration``), judged end to end.
  ///
  /// A case runs at least half the longest case: its gestures take many frames, and the
  /// mode is meant to check a third of a campaign's events or more. It shows every label
  /// about the picker, and alone the scroll view's own: pixel scales, host variants,
  /// touches that stop glides and reloads while the scroll view moves.
  ///
  /// Most of its events are frames of a gesture, so what happens between gestures is
  /// rarer than in the other modes: idle phases, accessibility adjustments and rejections.
  /// It owes them less than the other modes do, below the lowest shares its campaigns of
  /// 100,000 events show.
  ///
  /// It owes the scroll view's own labels shares of its own events: three times the
  /// shares of all events that a campaign running it owed them when the mode checked a
  /// third of those events, so a campaign of every mode owes them at least as much, and a
  /// campaign of this mode alone owes them in full.
  ///
  /// Among them, a touch that stops the glide of content without rows (the bounce back of
  /// a strip whose rows vanished under the finger), where an empty picker that rests
  /// without telling the scroll view loses step with it: one event in 10,000 of its own,
  /// where its campaigns of 100,000 events show 27 to 62 (seeds 1 to 12).
  ///
  /// Two layouts in five wrap around (``ScrollViewGeneration``), of whose events it owes a
  /// quarter of a campaign's, as every mode does. Its other wrap-around labels (one-row
  /// strips, re-centring at rest and at a drag, a wrap toggled by a reload, and its own
  /// taps on cells off the home lap, across a seam) are owed well below the lowest shares
  /// its campaigns of 100,000 events show. A tie on the way round (two rows half a lap
  /// apart, selected from rest) is the rarest: it is owed one event in a million, which a
  /// campaign of 100,000 events of this mode alone still misses now and then.
  ///
  /// Its app changes its rows among its other actions, between a gesture's many frames:
  /// live data's labels are owed shares of its own events, a third of what a campaign of
  /// a million of them shows, and no mismatch, which its app never sends. The pages'
  /// labels likewise (contained strips, page dots and arrows, autoplay stopped by the
  /// user), but for autoplay waiting at the last snap, a policy its app does not set; and
  /// P8's, about a third of the least that campaigns of a million of its events show
  /// (0.08% changes of a contained strip, 161 to 183 per million containment toggled, 50
  /// to 56 motions ending on rows that fit, 7 to 16 glides going on; seeds 0x5eed, 0x1,
  /// 0x2), but for the animation from rest (6 to 12 per million, none in some campaigns of
  /// 300,000), which the host and hostile modes owe.
  static let scrollView = ModeProfile(
    identifierName: "ScrollView", start: .scrollViewGeneration, events: .scrollViewHost,
    shortestCaseShare: 0.5,
    coverage: .picker
      .owing(.ofCampaign(0.02), for: [.phaseIdle])
      .owing(
        .ofCampaign(0.0005), for: [.accessibilityIncrement, .accessibilityDecrement, .rejection]
      )
      .owing(.ofCampaign(1.0 / 3), for: [.scrollViewMode])
      .owing(.ofMode(0.15), for: [.pixelScale1, .pixelScale2, .pixelScale3])
      .owing(.ofMode(0.06), for: [.hostWithoutWillEndDragging, .hostIgnoringTarget])
      .owing(.ofMode(0.0006), for: [.touchStopsGlide, .scrollViewReloadMidGesture])
      .owing(.ofMode(0.0001), for: [.touchStopsGlideWithoutRows])
      .owing(.ofCampaign(0.25), for: [.wrapAround])
      .owing(.ofCampaign(0.01), for: [.oneRowWrap])
      .owing(.ofCampaign(0.001), for: [.recentringAtRest, .wrapToggled])
      .owing(.ofCampaign(0.0005), for: [.recentringAtDrag])
      .owing(.ofCampaign(0.000001), for: [.tieOnTheWayRound])
      .owing(.ofMode(0.0001), for: [.tapOffHomeLap])
      .owing(.ofMode(0.15), for: [.autoplayOn])
      .owing(.ofCampaign(0.002), for: [.autoAdvanceTimerFired, .optionsChanged, .timerFiredAtRest])
      .owing(.ofCampaign(0.0001), for: [.advanceAcrossSeam, .advanceBackToFirstRow])
      .owing(.ofCampaign(0.00003), for: [.autoplayOffWhileTimerRuns])
      .owing(.ofMode(0.0015), for: [.rowsChanged])
      .owing(.ofMode(0.0005), for: [.changeOnWrappingStrip])
      .owing(.ofMode(0.0003), for: [.selectedRowRemoved])
      .owing(
        .ofMode(0.0001),
        for: [.prependMidDrag, .changeMidAnimation, .rowUnderFingerRemoved, .selectedRowMoved]
      )
      .owing(.ofMode(0.00005), for: [.prependAtRest, .prependMidGlide])
      .owing(.ofMode(0.03), for: [.containedStrip])
      .owing(.ofMode(0.005), for: [.rowsFit])
      .owing(.ofMode(0.001), for: [.selectSnap, .selectNextSnap, .selectPreviousSnap])
      .owing(.ofMode(0.0005), for: [.autoplayStoppedByUser])
      .owing(.ofMode(0.0003), for: [.arrowAtEnd])
      .owing(.ofMode(0.00005), for: [.settleOffNearestRow])
      .owing(.ofMode(0.0003), for: [.containedChange])
      .owing(.ofMode(0.00005), for: [.containmentToggled])
      .owing(.ofMode(0.000015), for: [.motionEndsOnRowsThatFit])
      .owing(.ofMode(0.000003), for: [.containedGlideGoesOn]))
}
