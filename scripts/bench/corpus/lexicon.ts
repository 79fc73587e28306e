/**
 * The word stock of the synthetic corpus: English roots by part of speech, which `vocabulary.ts`
 * inflects and combines into prose words and identifiers. Roots only: plurals, verb forms and
 * adverbs are derived, so each list stays a list of distinct stems.
 */

function words(text: string): readonly string[] {
  return Array.from(new Set(text.split(/\s+/).filter(Boolean)));
}

/** Nouns of documentation and interfaces, and of the things apps are built about. */
export const NOUN_ROOTS = words(`
  account action adapter address adornment agent alert algorithm alias alignment allocation
  amount anchor angle animation annotation answer api app appearance application approach area
  argument arrangement array arrow article aspect asset attempt attribute audience author
  avatar axis background backdrop badge balance banner bar base basket batch behavior benefit
  binding block body bookmark boolean border bottom boundary box branch breadcrumb breakpoint
  browser budget buffer bug builder bundle button cache calendar call callback camera campaign
  canvas caption card carousel case catalog category cell center chain change channel chapter
  character chart check checkbox child chip choice circle city claim class clause click client
  clock close cluster code collection color column combination command comment commit company
  comparison compiler component composition concept condition configuration conflict connection
  console constant constraint consumer contact container content context contract contrast
  control convention conversion cookie coordinate copy corner cost count counter country course
  cover coverage crash criterion cursor curve customer cycle dashboard data database date day
  deadline debug decision declaration decoration default definition delay delta density
  dependency deployment depth description design desktop detail device diagram dialog
  dictionary difference digit dimension direction directory discount display distance
  divider document domain download draft drag drawer driver duration edge editor effect
  element email emphasis employee encoding end endpoint engine entry environment error event
  example exception expansion experience expression extension factor failure fallback family
  feature feedback field figure file filter finding flag flow focus folder font footer form
  format formula fragment frame framework function gallery gap gateway generator gesture goal
  gradient grammar graph grid group guide guideline handle handler header heading height helper
  hierarchy highlight history hook host hour icon identifier image impact implementation import
  index indicator input insight instance instruction integer interaction interface interval
  inventory invoice issue item iteration journal key keyboard kind label language layer layout
  lead legend length letter level library license lifecycle limit line link list listener
  loader locale location lock log logic loop machine manager map margin mark marker mask match
  matrix measure media member memory menu message metadata method metric middleware migration
  minute mistake mode model module moment month motion mouse name navigation network node note
  notice notification number object offset opacity operation operator option order origin
  outline output overflow overlay owner package padding page pagination pair palette pane panel
  paragraph parameter parent parser part partner password patch path pattern payload payment
  percentage performance period permission person phase phone picker picture pixel placeholder
  plan platform player plugin point pointer policy popover popup portal position post preference
  prefix preset preview price primitive printer priority problem process producer product
  profile program progress project promise prompt property proposal protocol provider proxy
  purpose query question queue quote radio radius range rate ratio reader reason receipt record
  reducer reference region registry relation release reminder render renderer report repository
  request requirement resolution resource response result revision ring risk role root rotation
  route router row rule runtime sample scale schema scope score screen script scroll scrollbar
  search season second section selection selector sentence sequence server service session
  setting shadow shape share sheet shortcut signal signature size sketch skeleton slider slot
  snackbar snapshot socket solution source space spacing span specification speed spinner
  split stack stage standard start state statement status step stepper storage store story
  strategy stream string structure student style subject submission subscription suffix
  suggestion summary supplier support surface switch symbol syntax system tab table tag target
  task team template tenant term test text texture theme thread threshold thumb thumbnail ticket
  tile time timeline timer timestamp title toast toggle token tool toolbar tooltip top topic
  total touch track transaction transform transition translation tree trigger type typography
  unit update upload url usage user utility validation validator value variable variant vector
  vendor version view viewport visitor volume warning warehouse weight widget width window
  wizard word worker workflow workspace wrapper year zone
`);

/** Verbs, as their base form. */
export const VERB_ROOTS = words(`
  accept access adapt add adjust align allow animate announce append apply arrange assign
  attach avoid bind block blur bookmark break bubble build bundle cache calculate call cancel
  capture center change check choose clear click clip clone close collapse collect combine
  commit compare compile complete compose compute configure confirm connect consider contain
  control convert copy correct count create crop cut debounce debug declare decode decorate
  define delay delete deliver deploy describe deselect design destroy detect disable discard
  dismiss display distribute divide drag draw drop duplicate edit emit enable encode enforce
  ensure enter escape evaluate expand expect explain export expose extend extract fade fail
  fetch fill filter find finish fix flatten flip focus follow force format forward freeze
  generate group guard handle hide highlight hold hover ignore import improve include increase
  indent infer inherit initialize inject insert inspect install integrate intercept invert
  invoke join jump keep label launch layer leave limit link list listen load localize lock log
  lower maintain manage map mark match measure merge migrate minimize mirror mock modify mount
  move multiply name navigate nest normalize notify observe obtain omit open optimize order
  organize outline overlap override paint parse pass paste pause persist pick pin place play
  point poll position prefer prefetch prepare preserve press prevent preview print process
  produce project promote prompt protect provide publish pull push query queue raise reach read
  receive record reduce refer refresh register reject release reload remove rename render
  reorder repeat replace report request require reset resize resolve respond restore restrict
  retry return reveal review rotate round run sanitize save scale schedule scroll search secure
  select send separate serialize serve set share shift show shrink simplify size skip slide
  snap sort specify split stack start stop store stream stretch style submit subscribe suggest
  supply support suppress swap switch sync tab target test throttle toggle track transform
  translate trap trigger trim truncate type undo unlock unmount update upgrade upload use
  validate verify view visit wait warn watch wrap write zoom
`);

/** Adjectives. */
export const ADJECTIVE_ROOTS = words(`
  absolute abstract accessible accurate active adaptive additional advanced aligned alternative
  animated anonymous async automatic available basic blank bold brief broad broken busy
  central certain cheap clean clear close collapsible colorful common compact complete complex
  compound concrete conditional consistent constant controlled correct costly critical crucial
  current custom dark deep default dense dependent direct disabled distinct dynamic early
  editable efficient elevated empty enabled entire equal essential exact existing expanded
  expensive experimental explicit external extra faint familiar fast final first fixed flat
  flexible fluid focused formal fragile free frequent fresh full functional generic gentle
  global graceful great gray hidden high horizontal huge ideal identical idle immutable
  implicit important inactive incomplete independent indeterminate initial inline inner
  interactive internal invalid inverse invisible key large last late lazy legacy light likely
  linear liquid little live local logical long loose low main major manual mixed mobile modal
  modern modest multiple mutable narrow native natural nested neutral new nice nominal normal
  notable numeric obvious offline old online opaque open optional ordinary original outer
  outlined partial passive past permanent persistent plain plural polite popular portable
  positive possible precise present pretty previous primary private proper public pure quick
  quiet rapid rare raw readable ready real recent recursive regular relative relevant reliable
  remote required reserved responsive reusable rich right robust rough round safe scalable
  secondary secure selected sensitive separate serial severe shallow shared sharp short silent
  similar simple single slim slow small smooth soft solid sorted sparse special specific stable
  stale standard static steady sticky strict strong subtle successful sudden suitable
  synchronous temporary thick thin tight tiny total transparent tricky typical unique unknown
  unstable unused upper urgent useful usual valid vertical visible visual vivid warm weak wide
  wrong
`);

/** Adverbs not made from an adjective above. */
export const ADVERBS = words(`
  again ahead almost already also always anyway apart aside away back below beyond down either
  else enough even ever everywhere first forward hence here however indeed inside instead later
  meanwhile more most much never next nonetheless now often once only otherwise outside perhaps
  quite rather recently seldom since sometimes soon still then there therefore thus together
  twice underneath usually very well yet
`);

/** The words that glue prose together: the most frequent words of any English text. */
export const FUNCTION_WORDS = words(`
  the the the the the a a a an of of of to to to and and in in is is it that for on with as
  this be by are or from at can not you your its their each which when if but all any every
  than so into through over under between about after before while without within across
  along around during until upon against toward among
`);

/** Small, frequent verbs and modal phrases of documentation prose. */
export const AUXILIARIES = words(`
  can could may might must should will would does did has had keeps lets makes needs gets
`);
