//! `/learn` and `/preferences` through the service, on SQLite and PostgreSQL: a course resumes
//! where the learner left off, a wrong answer says what it did and records nothing, a right one
//! is recorded once, a player's colours follow them into their private boards, and each reader
//! gets their language.

use bot::service::{BadInput, Service, ServiceError, Target};
use bot::words::Lang;
use rules::view::Scheme;
use rules::{Side, VariantId};

const GUILD: u64 = 1;
const ALICE: u64 = 1001;
const BOB: u64 = 1002;

async fn open(db: &str) -> Service {
    Service::open(db).await.expect("store opens")
}

/// The first answer `lesson` accepts, and one it does not, from the course data.
fn answers(variant: VariantId, index: usize) -> (String, String) {
    let lesson = &learn::course(variant).lessons[index];
    let game = lesson.start(variant).unwrap();
    let wrong = lesson
        .choices(&game)
        .into_iter()
        .find(|c| !lesson.answers.contains(&c.notation))
        .expect("a wrong answer")
        .notation;
    (lesson.answers[0].clone(), wrong)
}

async fn a_course_resumes_where_the_learner_left_off(db: &str) {
    let service = open(db).await;
    let variant = VariantId::Oracle;
    let course = learn::course(variant);
    let card = service.learn(ALICE, variant, None, Lang::En).await.unwrap();
    assert_eq!(card.lesson, course.lessons[0].id);
    assert!(card.text.contains("lesson 1 of"), "{}", card.text);
    assert!(!card.choices.is_empty());
    assert!(!card.view.alt.is_empty(), "the board is described");

    // Wrong: what it did, the hint, the menu again; nothing recorded.
    let (right, wrong) = answers(variant, 0);
    let card = service
        .learn_answer(ALICE, variant, &card.lesson, &wrong, Lang::En)
        .await
        .unwrap();
    assert!(
        card.text.contains("❌") && card.text.contains(&wrong),
        "{}",
        card.text
    );
    assert!(card.text.contains(course.lessons[0].hint.trim()));
    assert!(!card.choices.is_empty() && card.next.is_none());
    assert_eq!(
        service
            .learn(ALICE, variant, None, Lang::En)
            .await
            .unwrap()
            .lesson,
        course.lessons[0].id
    );

    // Right: why, and the next lesson; recorded, so /learn resumes at lesson 2.
    let card = service
        .learn_answer(ALICE, variant, &course.lessons[0].id, &right, Lang::En)
        .await
        .unwrap();
    assert!(card.text.contains("✅"), "{}", card.text);
    assert!(card.text.contains(course.lessons[0].why.trim()));
    assert!(card.choices.is_empty());
    assert_eq!(card.next.as_deref(), Some(course.lessons[1].id.as_str()));
    let resumed = service.learn(ALICE, variant, None, Lang::En).await.unwrap();
    assert_eq!(resumed.lesson, course.lessons[1].id);
    // Another learner starts at the beginning; a lesson can be picked by number.
    assert_eq!(
        service
            .learn(BOB, variant, None, Lang::En)
            .await
            .unwrap()
            .lesson,
        course.lessons[0].id
    );
    let picked = service
        .learn(ALICE, variant, Some(1), Lang::En)
        .await
        .unwrap();
    assert!(
        picked.text.contains(" ✓"),
        "a solved lesson is marked: {}",
        picked.text
    );
    // Solving it again changes nothing.
    service
        .learn_answer(ALICE, variant, &course.lessons[0].id, &right, Lang::En)
        .await
        .unwrap();
    assert_eq!(
        service
            .learn(ALICE, variant, None, Lang::En)
            .await
            .unwrap()
            .lesson,
        course.lessons[1].id
    );
}

/// Issue 35: a wrong answer's reply leads with the hint; what the action did (in Apocalypse, a
/// whole resolution log) comes after it.
async fn a_wrong_answer_leads_with_the_hint(db: &str) {
    let service = open(db).await;
    let variant = VariantId::Apocalypse;
    let course = learn::course(variant);
    let mut checked = 0;
    for (index, lesson) in course.lessons.iter().enumerate() {
        let (_, wrong) = answers(variant, index);
        let card = service
            .learn_answer(ALICE, variant, &lesson.id, &wrong, Lang::En)
            .await
            .unwrap();
        let reply = &card.text[card.text.find('❌').expect("a wrong answer")..];
        let hint = reply
            .find(lesson.hint.trim())
            .unwrap_or_else(|| panic!("{}: no hint in {reply}", lesson.id));
        let did = reply.find("What it did").expect("what it did");
        assert!(hint < did, "{}: the hint comes first: {reply}", lesson.id);
        // Only the verdict and the hint come before the hint's end: no log line.
        assert!(
            !reply[..hint].contains('>') && !reply[..hint].contains('\n'),
            "{}: {reply}",
            lesson.id
        );
        checked += 1;
    }
    assert!(checked > 3);
}

async fn the_last_lesson_ends_the_course_and_then_it_starts_again(db: &str) {
    let service = open(db).await;
    let variant = VariantId::ItIsWhatItIs;
    let course = learn::course(variant);
    let mut last = None;
    for (i, lesson) in course.lessons.iter().enumerate() {
        let (right, _) = answers(variant, i);
        last = Some(
            service
                .learn_answer(ALICE, variant, &lesson.id, &right, Lang::En)
                .await
                .unwrap(),
        );
    }
    let last = last.unwrap();
    assert!(last.finished && last.next.is_none());
    assert!(last.text.contains("finished"), "{}", last.text);
    let again = service.learn(ALICE, variant, None, Lang::En).await.unwrap();
    assert_eq!(again.lesson, course.lessons[0].id);
    assert!(again.text.contains("every lesson"), "{}", again.text);
}

async fn bad_lesson_requests_are_refused_with_their_reason(db: &str) {
    let service = open(db).await;
    let variant = VariantId::Apocalypse;
    let n = learn::course(variant).lessons.len();
    let asked = n as i64 + 1;
    assert_eq!(
        service
            .learn(ALICE, variant, Some(asked), Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Input(BadInput::NoSuchLesson {
            variant,
            asked,
            lessons: n
        })
    );
    assert_eq!(
        service
            .learn_answer(ALICE, variant, "no-such-lesson", "c1c2", Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Input(BadInput::UnknownLesson(variant))
    );
    let lesson = &learn::course(variant).lessons[0].id;
    let refused = service
        .learn_answer(ALICE, variant, lesson, "zz9", Lang::En)
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::Input(BadInput::NotAnAnswer(_))),
        "{refused:?}"
    );
    assert!(refused
        .to_string()
        .starts_with("That is not an answer here: "));
    assert!(service
        .learn_text_board(variant, lesson, Lang::En)
        .unwrap()
        .contains('a'));
}

async fn a_players_colours_follow_them_into_their_private_boards(db: &str) {
    let service = open(db).await;
    let said = service
        .preferences(ALICE, Some(Scheme::ColourBlind), Lang::En, false)
        .await
        .unwrap();
    assert!(
        said.starts_with("Saved.") && said.contains("colour-blind"),
        "{said}"
    );
    assert!(service
        .preferences(ALICE, None, Lang::En, false)
        .await
        .unwrap()
        .contains("colour-blind"));
    assert!(service
        .preferences(BOB, None, Lang::En, false)
        .await
        .unwrap()
        .contains("standard"));
    let c = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 77, ALICE, BOB, false, 3)
        .await
        .unwrap();
    service.accept(c.game_id, BOB).await.unwrap();
    let target = Target::game(c.game_id);
    let alice = service.board(&target, ALICE).await.unwrap();
    let bob = service.board(&target, BOB).await.unwrap();
    assert_eq!(
        alice.private.unwrap().view.unwrap().scheme,
        Scheme::ColourBlind
    );
    assert_eq!(bob.private.unwrap().view.unwrap().scheme, Scheme::Standard);
    // The channel's board is everyone's: the standard colours.
    assert_eq!(alice.public.view.unwrap().scheme, Scheme::Standard);
    // Lessons too.
    let card = service
        .learn(ALICE, VariantId::Oracle, None, Lang::En)
        .await
        .unwrap();
    assert_eq!(card.view.scheme, Scheme::ColourBlind);
    // A text board: the player's own view, in a code block.
    let text = service.text_board(&target, ALICE).await.unwrap();
    assert!(
        text.contains("```") && text.contains(&format!("your view as {}", Side::White)),
        "{text}"
    );
    let _ = service
        .preferences(ALICE, Some(Scheme::Standard), Lang::En, false)
        .await
        .unwrap();
    let alice = service.board(&target, ALICE).await.unwrap();
    assert_eq!(
        alice.private.unwrap().view.unwrap().scheme,
        Scheme::Standard
    );
}

async fn each_reader_gets_their_language(db: &str) {
    let service = open(db).await;
    // No choice: the Discord client's language, remembered for DMs.
    assert_eq!(service.reader_lang(ALICE, "pt-BR").await, Lang::PtBr);
    let mut remembered = Lang::En;
    for _ in 0..100 {
        remembered = service.dm_lang(ALICE).await;
        if remembered == Lang::PtBr {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(
        remembered,
        Lang::PtBr,
        "a DM speaks the last seen client language"
    );
    // A choice wins over the client, in replies and DMs alike.
    service.set_language(ALICE, Some(Lang::De)).await.unwrap();
    assert_eq!(service.reader_lang(ALICE, "fr").await, Lang::De);
    assert_eq!(service.dm_lang(ALICE).await, Lang::De);
    let said = service
        .preferences(ALICE, None, Lang::De, true)
        .await
        .unwrap();
    assert!(
        said.contains("Deutsch") && said.contains("/preferences language"),
        "{said}"
    );
    // And a lesson in that language: its own words, and the course's notation untouched.
    let card = service
        .learn(ALICE, VariantId::Apocalypse, Some(1), Lang::De)
        .await
        .unwrap();
    let german = bot::words::lesson_words(
        Lang::De,
        VariantId::Apocalypse,
        &card.lesson,
        bot::words::LessonPart::Title,
    );
    assert!(card.text.contains(&german), "{}", card.text);
    assert!(!card.text.contains("Your task"), "{}", card.text);
    // The answer's report (what the move did, a whole resolved turn) in German too.
    let (right, _) = answers(VariantId::Apocalypse, 0);
    let answered = service
        .learn_answer(ALICE, VariantId::Apocalypse, &card.lesson, &right, Lang::De)
        .await
        .unwrap();
    assert!(
        answered.text.contains("ausgewertet") && !answered.text.contains("resolved"),
        "{}",
        answered.text
    );
    // Back to Discord's.
    service.set_language(ALICE, None).await.unwrap();
    assert_eq!(service.reader_lang(ALICE, "fr").await, Lang::Fr);
    // A server: its Discord language, until /settings chooses one.
    assert_eq!(service.server_lang(Some(GUILD)).await, Lang::En);
    service.note_server_locale(GUILD, "es-ES");
    let mut seen = Lang::En;
    for _ in 0..100 {
        // (The settings are cached; a change of the server's locale drops the cache.)
        seen = service.server_lang(Some(GUILD)).await;
        if seen == Lang::Es {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(seen, Lang::Es);
    let change = bot::service::SettingsChange {
        language: Some(Some(Lang::Fr)),
        ..Default::default()
    };
    let said = service
        .change_settings(GUILD, true, &change, Lang::En)
        .await
        .unwrap();
    assert!(said.contains("Français"), "{said}");
    assert_eq!(service.server_lang(Some(GUILD)).await, Lang::Fr);
    assert_eq!(service.server_lang(None).await, Lang::En, "a DM channel");
}

mod backends;

on_both_databases!(
    a_course_resumes_where_the_learner_left_off,
    a_wrong_answer_leads_with_the_hint,
    the_last_lesson_ends_the_course_and_then_it_starts_again,
    bad_lesson_requests_are_refused_with_their_reason,
    a_players_colours_follow_them_into_their_private_boards,
    each_reader_gets_their_language,
);
