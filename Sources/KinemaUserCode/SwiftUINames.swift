/// Names of SwiftUI's public API (types, modifiers, members, and the UIKit and Combine names
/// SwiftUI files reach through it), written down from Apple's documentation: how `kinema check`
/// tells an API Kinema lacks from a name of the user's own that a file needs from another file.
enum SwiftUINames {
    static let all: Set<String> = Set(types + members)

    static let types = """
    AccessibilityTraits Alert AlignmentGuide AnchorPoint Anchor AngularGradient AnimatableModifier AnyLayout
    AnyTransition Animation AsyncImage AppStorage Bindable Binding BlendMode BlurReplaceTransition Button
    ButtonStyle ButtonStyleConfiguration Canvas Capsule ChartView Circle Color ColorScheme ContainerRelativeShape
    ContentMode ContentTransition ContentUnavailableView ContextMenu ControlSize CoordinateSpace CustomAnimation
    DatePicker Divider DragGesture DynamicTypeSize EdgeInsets Ellipse EllipticalGradient EmptyView Environment
    EnvironmentObject EnvironmentValues EquatableView ExclusiveGesture FetchRequest FocusState Font ForEach Form
    Gauge Gesture GestureState GeometryEffect GeometryProxy GeometryReader Gradient GraphicsContext Grid GridItem
    GridRow Group GroupBox HStack HorizontalAlignment Image ImagePaint ImageRenderer KeyframeAnimator KeyframeTimeline
    Keyframes KeyframeTrack Label LabelStyle Layout LayoutSubviews LazyHGrid LazyHStack LazyVGrid LazyVStack
    LinearGradient LinearKeyframe CubicKeyframe SpringKeyframe MoveKeyframe Link List LongPressGesture
    MagnificationGesture MagnifyGesture MatchedGeometryProperties Menu MeshGradient NavigationLink NavigationPath
    NavigationSplitView NavigationStack NavigationView Namespace ObservedObject OffsetShape OpacityTransition
    PhaseAnimator Picker PlainButtonStyle PresentationDetent ProgressView ProgressViewStyle ProjectionTransform
    PushTransition RadialGradient Rectangle RotatedShape RotateGesture RotationGesture RoundedRectangle
    RoundedCornerStyle ScaledShape ScaledMetric SceneStorage ScrollPosition ScrollView ScrollViewProxy
    ScrollViewReader ScrollTargetBehavior SecureField Section SegmentedPickerStyle SequenceGesture
    ShapeStyle SimultaneousGesture Slider Spacer SpatialTapGesture StateObject Stepper StrokeStyle SubscriptionView
    SymbolEffect SymbolRenderingMode TabView TabViewStyle TapGesture Text TextEditor TextField TimelineView
    Toggle ToggleStyle ToolbarItem Transaction Transition TupleView UnevenRoundedRectangle UnitCurve UnitPoint
    VStack VerticalAlignment ViewBuilder ViewModifier ViewThatFits Visibility VisualEffect WindowGroup ZStack
    Timer AnyCancellable Published ObservableObject PassthroughSubject CurrentValueSubject Just
    UIColor UIScreen UIApplication UIImage UIFont UIDevice UIImpactFeedbackGenerator UINotificationFeedbackGenerator
    UISelectionFeedbackGenerator UIViewRepresentable UIViewControllerRepresentable UIView UIBlurEffect
    UIVisualEffectView UIBezierPath UIRectCorner UIHostingController UIGraphicsImageRenderer
    CADisplayLink CAShapeLayer CABasicAnimation CGColor Spring Angle Edge Alignment Axis PreviewProvider
    PreferenceKey ImageResource ColorResource ViewDimensions AlignmentID LocalizedStringKey RectangleCornerRadii
    FillShapeStyle Glass GlassEffectContainer RedactionReasons LayoutDirection SensoryFeedback AppStorage
    UIEdgeInsets UIWindow UIWindowScene UIScene UITabBar UINavigationBar UIViewController CGImage CGPath
    CATransform3D CATransform3DIdentity CATransform3DRotate CATransform3DGetAffineTransform
    """.split(whereSeparator: \.isWhitespace).map(String.init)

    static let members = """
    animation withAnimation withTransaction transaction transition matchedGeometryEffect
    scaleEffect rotationEffect rotation3DEffect offset opacity blur shadow brightness contrast saturation
    hueRotation grayscale colorMultiply colorInvert blendMode compositingGroup drawingGroup mask clipShape clipped
    cornerRadius frame padding position background overlay border foregroundColor foregroundStyle tint accentColor
    font fontWeight fontWidth fontDesign bold italic kerning tracking lineSpacing lineLimit multilineTextAlignment
    minimumScaleFactor truncationMode textCase monospacedDigit contentTransition numericText interpolate
    onAppear onDisappear onChange onReceive onTapGesture onLongPressGesture gesture simultaneousGesture
    highPriorityGesture task refreshable sheet fullScreenCover popover alert confirmationDialog
    navigationTitle navigationBarTitle navigationBarHidden navigationBarTitleDisplayMode navigationDestination toolbar
    toolbarBackground tabItem tag ignoresSafeArea edgesIgnoringSafeArea safeAreaInset safeAreaPadding
    scrollTargetBehavior scrollTargetLayout scrollPosition scrollIndicators scrollDisabled scrollTransition
    scrollClipDisabled coordinateSpace named containerRelativeFrame visualEffect geometryGroup
    phaseAnimator keyframeAnimator symbolEffect symbolRenderingMode symbolVariant imageScale resizable
    renderingMode interpolation aspectRatio scaledToFit scaledToFill fixedSize layoutPriority zIndex id
    environment environmentObject accessibilityLabel accessibilityIdentifier accessibilityHidden
    contentShape allowsHitTesting disabled buttonStyle labelStyle toggleStyle pickerStyle progressViewStyle
    listStyle listRowBackground listRowInsets listRowSeparator tabViewStyle indexViewStyle
    presentationDetents presentationDragIndicator preferredColorScheme colorScheme onHover
    trim stroke strokeBorder fill inset rotation scale offsetBy path addArc addCurve addQuadCurve addLines
    addRect addRoundedRect addEllipse move addLine closeSubpath strokedPath trimmedPath
    spring interactiveSpring interpolatingSpring bouncy smooth snappy easeIn easeOut easeInOut linear
    timingCurve repeatForever repeatCount delay speed default
    slide scale move push asymmetric combined identity modifier
    systemGray systemGray2 systemGray3 systemGray4 systemGray5 systemGray6 systemBackground
    secondarySystemBackground label secondaryLabel
    primary secondary tertiary quaternary ultraThinMaterial thinMaterial regularMaterial thickMaterial
    ultraThickMaterial bar
    degrees radians zero center leading trailing top bottom topLeading topTrailing bottomLeading bottomTrailing
    infinity
    publish autoconnect main bounds width height
    onEnded onChanged updating translation velocity predictedEndTranslation location startLocation
    size frame safeAreaInsets
    previewLayout previewDevice previewDisplayName previewInterfaceOrientation
    gradient systemName systemImage init sensoryFeedback contentMargins scrollContentBackground
    onGeometryChange onScrollGeometryChange matchedTransitionSource navigationTransition
    animatableData effectValue
    horizontalSizeClass verticalSizeClass layoutDirection firstTextBaseline lastTextBaseline windows connectedScenes
    preference onPreferenceChange anchorPreference transformPreference transformAnchorPreference
    overlayPreferenceValue backgroundPreferenceValue alignmentGuide redacted unredacted glassEffect backgroundStyle
    statusBar statusBarHidden persistentSystemOverlays accessibilityAction accessibilityHint accessibilityValue
    accessibilityElement accessibilityAddTraits transformEffect textContentType keyboardType
    textInputAutocapitalization autocorrectionDisabled submitLabel onSubmit onContinuousHover datePickerStyle
    """.split(whereSeparator: \.isWhitespace).map(String.init)
}
