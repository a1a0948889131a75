// Generates serenity_payloads.json: the bodies serenity 0.12.5 serializes for the builders the
// bot uses. Not compiled here; run it as the main.rs of a scratch crate depending on
// serenity = { version = "=0.12.5", default-features = false, features = ["builder"] }, serde, serde_json.

use serenity::all::*;
use serde_json::{json, Value};

fn row() -> Vec<CreateActionRow> {
    vec![
        CreateActionRow::Buttons(vec![
            CreateButton::new("accept:1").label("Accept").style(ButtonStyle::Success),
            CreateButton::new("decline:1").label("Decline").style(ButtonStyle::Danger),
            CreateButton::new_link("https://example.com").label("Rules"),
        ]),
        CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                "pick:1",
                CreateSelectMenuKind::String {
                    options: vec![
                        CreateSelectMenuOption::new("e2e4", "e2e4").description("pawn"),
                        CreateSelectMenuOption::new("d2d4", "d2d4").default_selection(true),
                    ],
                },
            )
            .placeholder("Move")
            .min_values(1)
            .max_values(1),
        ),
    ]
}

fn embed() -> CreateEmbed {
    CreateEmbed::new()
        .title("Game")
        .description("White to move")
        .field("White", "<@5>", true)
        .footer(CreateEmbedFooter::new("turn 3"))
        .colour(0x336699)
        .image("attachment://board.png")
}

fn mentions() -> CreateAllowedMentions {
    CreateAllowedMentions::new().users([UserId::new(5)])
}

fn file() -> CreateAttachment {
    CreateAttachment::bytes(vec![1u8, 2, 3], "board.png").description("the board")
}

fn v<T: serde::Serialize>(t: &T) -> Value {
    serde_json::to_value(t).unwrap()
}

fn main() {
    let mut out: Vec<Value> = Vec::new();
    let mut push = |method: &str, path: &str, body: Value| {
        out.push(json!({ "method": method, "path": path, "body": body }));
    };
    let msg = CreateMessage::new()
        .content("hello <@5>")
        .components(row())
        .embed(embed())
        .allowed_mentions(mentions())
        .add_file(file());
    push("POST", "/channels/1/messages", v(&msg));
    let msg = CreateMessage::new()
        .content("again")
        .nonce(Nonce::String("game-7-turn-3".into()))
        .enforce_nonce(true);
    push("POST", "/channels/1/messages", v(&msg));
    let msg = CreateMessage::new().content("n").nonce(Nonce::Number(12345)).enforce_nonce(true);
    push("POST", "/channels/1/messages", v(&msg));
    let msg = CreateMessage::new()
        .content("no pings")
        .allowed_mentions(CreateAllowedMentions::new().empty_users().empty_roles());
    push("POST", "/channels/1/messages", v(&msg));
    let edit = EditMessage::new()
        .content("edited")
        .components(vec![])
        .attachments(EditAttachments::new().keep(AttachmentId::new(76)).add(file()));
    push("PATCH", "/channels/1/messages/2", v(&edit));
    let edit = EditMessage::new()
        .content("kept")
        .attachments(EditAttachments::new().keep(AttachmentId::new(77)));
    push("PATCH", "/channels/1/messages/2", v(&edit));

    let reply = CreateInteractionResponseMessage::new()
        .content("hi")
        .ephemeral(true)
        .components(row())
        .embed(embed())
        .allowed_mentions(mentions())
        .add_file(file());
    push("POST", "/interactions/1/tok/callback", v(&CreateInteractionResponse::Message(reply.clone())));
    push("POST", "/interactions/1/tok/callback", v(&CreateInteractionResponse::UpdateMessage(reply)));
    push("POST", "/interactions/1/tok/callback",
        v(&CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true))));
    push("POST", "/interactions/1/tok/callback",
        v(&CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())));
    push("POST", "/interactions/1/tok/callback", v(&CreateInteractionResponse::Acknowledge));
    let ac = CreateAutocompleteResponse::new()
        .add_string_choice("Apocalypse", "apocalypse")
        .add_string_choice("Oracle", "oracle");
    push("POST", "/interactions/1/tok/callback", v(&CreateInteractionResponse::Autocomplete(ac)));
    let ac = CreateAutocompleteResponse::new().add_int_choice("three", 3);
    push("POST", "/interactions/1/tok/callback", v(&CreateInteractionResponse::Autocomplete(ac)));
    let follow = CreateInteractionResponseFollowup::new()
        .content("follow")
        .ephemeral(true)
        .components(row())
        .add_file(file());
    push("POST", "/webhooks/9/tok", v(&follow));
    let edit = EditInteractionResponse::new()
        .content("done")
        .components(vec![])
        .embeds(vec![])
        .allowed_mentions(mentions())
        .new_attachment(file())
        .keep_existing_attachment(AttachmentId::new(77));
    push("PATCH", "/webhooks/9/tok/messages/@original", v(&edit));
    push("PATCH", "/webhooks/9/tok/messages/55", v(&EditInteractionResponse::new().content("x")));

    let thread = CreateThread::new("game-7")
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneDay);
    push("POST", "/channels/1/threads", v(&thread));
    let thread = CreateThread::new("game-8").auto_archive_duration(AutoArchiveDuration::OneWeek);
    push("POST", "/channels/1/messages/3/threads", v(&thread));
    push("PATCH", "/channels/4", v(&EditThread::new().archived(true).locked(false)));
    push("POST", "/users/@me/channels", json!({ "recipient_id": UserId::new(5) }));

    let cmd = CreateCommand::new("play")
        .description("Start a game")
        .add_option(
            CreateCommandOption::new(CommandOptionType::String, "variant", "Which variant")
                .required(true)
                .add_string_choice("Apocalypse", "apocalypse"),
        )
        .add_option(CreateCommandOption::new(CommandOptionType::User, "opponent", "Who"))
        .add_option(
            CreateCommandOption::new(CommandOptionType::String, "game", "Game")
                .set_autocomplete(true),
        )
        .add_option(
            CreateCommandOption::new(CommandOptionType::Integer, "minutes", "Clock")
                .min_int_value(1)
                .max_int_value(60),
        )
        .contexts(vec![InteractionContext::Guild]);
    let admin = CreateCommand::new("setup")
        .description("Admin")
        .default_member_permissions(Permissions::MANAGE_GUILD)
        .contexts(vec![InteractionContext::Guild]);
    let sub = CreateCommand::new("tournament").description("Tournaments").add_option(
        CreateCommandOption::new(CommandOptionType::SubCommand, "join", "Join one").add_sub_option(
            CreateCommandOption::new(CommandOptionType::Boolean, "quiet", "No pings"),
        ),
    );
    push("PUT", "/applications/9/commands", json!([v(&cmd), v(&admin), v(&sub)]));
    push("PUT", "/applications/9/guilds/8/commands", json!([v(&cmd)]));
    println!("{}", serde_json::to_string_pretty(&out).unwrap());
}
