# As palavras do bot (em português do Brasil; a fonte é o inglês, em `locales/en/bot.ftl`).
# Cada chave é traduzida no bot.ftl de cada idioma; `docs/translating.md` explica como. A notação
# (lances, casas, nomes de comandos e de opções entre crases) nunca é traduzida.

# Glossário (use sempre as mesmas palavras):
#   move (substantivo) = lance; to move / make a move = mover / fazer um lance
#   board = tabuleiro; square = casa; piece = peça; turn = vez (de quem é a vez) / turno
#   game = partida; player = jogador; opponent = adversário; computer = computador
#   challenge = desafio / desafiar; open challenge = desafio aberto
#   seek = busca (procurar adversário); lobby = lobby (entre servidores)
#   rated = ranqueada; casual = casual; rating = rating; leaderboard = ranking
#   draw = empate; resign = abandonar; claim (a win on time) = reivindicar (a vitória por tempo)
#   time limit = limite de tempo; time per move = tempo por lance
#   Swiss tournament = torneio suíço; round = rodada; standings = classificação;
#   pairings = emparceiramentos; withdraw = sair; organiser = organizador
#   puzzle = problema; daily puzzle = problema do dia; lesson = lição; review = análise
#   mistake = erro; blunder = capivarada; shop = loja; coins = moedas
#   server = servidor; channel = canal; thread = tópico; role = cargo; DM = DM
#   Manage Server = Gerenciar servidor (nome da permissão no Discord em pt-BR)
#   Nomes das variantes ficam em inglês: Apocalypse, Heaven and Hell, Battlefield Chess,
#   Oracle Chess, It is what it is chess. Glicko-2 fica como está.

## /help

help-title = Variantes de xadrez: o que eu faço
help-about =
    Eu conduzo partidas de cinco variantes caseiras de xadrez neste servidor: **Apocalypse**, **Heaven and Hell**, **Battlefield Chess**, **Oracle Chess** e **It is what it is chess**.
    Desafie um amigo ou a mim (o computador) com `/play`; todas as regras são verificadas para você.
    Após cada turno, eu posto uma imagem do tabuleiro; os lances secretos são feitos em particular, por DM.
    As partidas entre pessoas são ranqueadas por servidor; `/leaderboard` e `/stats` mostram a classificação.
    Sem adversário aqui? O `/seek` encontra um em qualquer servidor do lobby.
    `/help command:<name>` conta tudo sobre um comando.
help-first-steps = Novo por aqui? `/learn <variant>` ensina uma variante em poucos minutos (experimente `/learn { $variant }`); depois, `/play <variant>` com { $bot } (eu) como adversário e `level:easy` começa uma partida contra o computador.
help-group-start = Começar e aprender
help-group-play = Jogar
help-group-during = Durante uma partida
help-group-after = Depois de uma partida
help-group-community = Comunidade
help-group-lobby = Lobby entre servidores
help-group-tournaments = Torneios
help-group-settings = Configurações do servidor (Gerenciar servidor)
help-options = Opções
help-optional = (opcional)
help-listed-under = Listado em **{ $group }** no `/help`.

## /preferences

prefs-saved = Salvo.
prefs-language-chosen = **Idioma:** { $language }, como você escolheu com `/preferences language` (`language:Discord's language` volta ao idioma do seu app do Discord). O que eu posto em um canal fica no idioma do servidor.
prefs-language-discord = **Idioma:** { $language }, o do seu app do Discord; `/preferences language` escolhe outro. O que eu posto em um canal fica no idioma do servidor.
prefs-colours-standard = **Cores:** padrão. `/preferences theme:colour-blind` desenha os seus próprios tabuleiros e lições sem pares de vermelho e verde.
prefs-colours-colour-blind = **Cores:** seguras para daltônicos: os seus próprios tabuleiros (visualizações privadas, avisos por DM) e as suas lições usam azul, amarelo e laranja onde as cores padrão juntam vermelho com verde. Os tabuleiros postados em um canal, que todos compartilham, mantêm as cores padrão.

## /learn (as palavras das próprias lições estão em lessons.ftl)

lesson-heading = **{ $variant } · lição { $number } de { $count }: { $title }**
lesson-task = **Sua tarefa:** { $task }
    Escolha a sua resposta no menu.
lesson-all-solved = Você resolveu todas as lições deste curso; aqui está ele de novo desde o início (`/learn { $variant } lesson:` escolhe uma).
lesson-wrong = ❌ `{ $answer }` não é a resposta. { $hint }
lesson-what-it-did = Tente de novo pelo menu. O que esse lance fez:
lesson-right = ✅ **Certo:** `{ $answer }`. { $why }
lesson-next = **Próxima:** lição { $number }, { $title }.
lesson-finished = 🎉 **Você terminou o curso de { $variant }!** Experimente de verdade contra o computador no nível mais fácil.
lesson-finished-forced-win = 🎉 **Você terminou o curso de { $variant }!** Experimente de verdade contra o computador no nível mais fácil, e lembre-se da abertura que você acabou de encontrar: do jeito que as regras estão, ela vence à força.
lesson-menu-placeholder = Escolha a sua resposta
lesson-button-text-board = Tabuleiro em texto
lesson-button-next = Próxima lição
lesson-button-play = Jogar contra o computador (fácil)
lesson-in-a-server = Em um servidor, { $how }.
lesson-play-me = comece uma partida com `/play { $variant }`, escolhendo { $bot } (eu) como adversário e `level:easy`
lesson-games-in-server = As partidas são jogadas em um servidor: lá, { $how }.

## /puzzle

puzzle-picked-for-you = (Escolhi { $variant } para você: a variante em que você respondeu menos problemas; `variant:` escolhe uma.)
puzzle-all-answered = { $count ->
    [one] Você já respondeu ao problema de { $variant }; aqui está ele de novo (só a sua primeira resposta a ele conta no seu histórico).
   *[other] Você já respondeu a todos os { $count } problemas de { $variant }; aqui estão eles de novo (só a sua primeira resposta a cada um conta no seu histórico).
}
puzzle-daily-server = 📅 **O problema do dia de { $variant }, { $date }** (UTC): hoje é o mesmo para todos neste servidor.
puzzle-daily-dm = 📅 **O problema do dia de { $variant }, { $date }** (UTC): hoje é o mesmo para todos nas mensagens diretas.
puzzle-heading =
    🧩 **Problema { $puzzle } de { $variant }** · dificuldade { $difficulty }
    Origem: { $origin }.
# De onde vem um problema: o computador contra si mesmo no nível $level, a semente da partida e
# a ação antes da qual a posição estava; um lado jogava uma ação legal aleatória uma vez a cada
# $one-in.
puzzle-origin-self-play = partida do computador contra si mesmo ({ $level } contra { $level }), semente { $seed }, antes da ação { $action }
puzzle-origin-self-play-random = partida do computador contra si mesmo ({ $level } contra { $level }, com as { $side } jogando uma ação legal aleatória uma vez a cada { $one-in }), semente { $seed }, antes da ação { $action }
puzzle-both-move = Os dois lados jogam ao mesmo tempo
puzzle-side-to-play = As { $side } jogam
puzzle-task =
    { $turn }: você joga com as **{ $side }**. **Encontre a melhor ação.**
    Escolha-a no menu, ou responda com `/move <action>` (onde você não tiver nenhuma partida em andamento).
puzzle-right = ✅ **Certo!** `{ $answer }` é a melhor ação.
puzzle-wrong = ❌ **Não foi bem isso:** você jogou `{ $answer }`.
puzzle-solution = **Solução:** { $solutions }
puzzle-or = ou
puzzle-line = **A continuação:** { $line }
puzzle-recorded = Registrado. Resolvidos: { $solved }; errados: { $failed }; sequência de acertos: { $streak } (melhor: { $best }).
puzzle-answered-before = Você já tinha respondido a este problema: só a sua primeira resposta conta no seu histórico.
puzzle-heading-short = 🧩 **Problema { $puzzle }** · dificuldade { $difficulty } · você joga com as { $side }
puzzle-board-after = O tabuleiro mostra a posição depois de `{ $action }`.
puzzle-menu-placeholder = Sua resposta (ações { $first } a { $last } de { $count })
puzzle-page = Página { $page }: { $first } … { $last }
puzzle-page-menu = Ir para uma página de ações
puzzle-button-more = Mais ações
puzzle-button-next = Próximo problema

## Partidas, como várias mensagens as nomeiam

game-heading = **{ $variant }**, partida #{ $game }: { $white } contra { $black }

## /review

review-progress = Analisando a partida #{ $game }… { $percent }%
review-heading = **Análise do computador:** { $heading }.
review-result = Resultado: { $result }.
review-forced-win = Em It is what it is chess, as Brancas vencem à força (1. Símbolo da Paz e1-e4 vence até o terceiro lance), então a pontuação esperada das Pretas é baixa desde o início.
review-counts = { $mistakes ->
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
}, { $blunders ->
    [one] { $blunders } capivarada
   *[other] { $blunders } capivaradas
}
review-side-counts = { $side }: { $counts }.
review-side-clean = As { $side } não perderam nada que o computador pudesse ver.
review-side-worst = Os piores momentos das { $side }:
review-moment = { $number }. { $side } { $played }, { $verdict } (pontuação esperada { $before } → { $after })
review-verdict-blunder = uma capivarada
review-verdict-mistake = um erro
review-verdict-good = a sua pior ação, mas não um erro
review-preferred = ; o computador preferia **{ $best }**
review-footer = Cada ação é julgada pelo que o seu jogador podia saber naquele momento (um erro perde { $mistake } da pontuação esperada; uma capivarada, { $blunder }); os botões mostram o tabuleiro antes de cada momento, só para você.
review-moment-board = Partida #{ $game }, antes da ação { $number }. { $moment }
review-white-wins = As Brancas vencem
review-black-wins = As Pretas vencem
review-draw = Empate
review-posted-now = A análise da partida #{ $game } foi postada no canal.
review-being-posted = A análise da partida #{ $game } está sendo postada neste canal agora mesmo.
review-already-posted = A análise da partida #{ $game } já foi postada neste canal: { $link } (ela é postada uma vez só por partida, para não encher o canal).

## O gráfico da análise (desenhado na imagem, e a sua descrição)

review-graph-title = Partida #{ $game } · { $variant }
review-graph-title-local = Partida local · { $variant }
review-graph-axis = Pontuação esperada das Brancas (1: vencem, ½: igualdade, 0: perdem)
review-graph-actions = { $count ->
    [one] { $count } ação
   *[other] { $count } ações
}
review-graph-white-mistake = Brancas: erro
review-graph-white-blunder = Brancas: capivarada
review-graph-black-mistake = Pretas: erro
review-graph-black-blunder = Pretas: capivarada
review-graph-alt = Gráfico de avaliação de { $title }: pontuação esperada das Brancas (de 0, Pretas vencendo, a 1, Brancas vencendo) ao longo de { $actions }, terminando em { $end }{ $result }; marcados: { $marked }.

## Jogo local em um terminal (`bot local <variant> --learn`)

local-learn-lessons = O curso de { $variant } tem as lições de 1 a { $count }.
local-learn-finished = Você terminou o curso de { $variant }! Jogue contra o computador no nível mais fácil: `bot local { $id } --black ai:easy`.
local-learn-look-at = Observe: { $squares }
local-learn-task = Sua tarefa: { $task }
local-learn-prompt = Digite um número ou uma ação (ou: board, skip, quit).
local-learn-not-an-answer = Isso não é uma resposta aqui: { $error }
local-learn-right =
    Certo: { $answer }. { $why }
    ({ $said })
local-learn-wrong =
    Não é isso: { $answer }. { $hint }
    Tente de novo. O que esse lance fez: { $said }

## /rules (o resumo de cada variante está no rules.ftl)

rules-how-each-piece-moves = Como cada peça se move: { $pieces }
rules-legend = As peças e os itens nos tabuleiros:
rules-legend-alt = Os símbolos nos tabuleiros de { $variant }: { $names }.

## /settings

settings-saved = Configurações salvas.
settings-summary = **Configurações deste servidor**
    Tópicos: { $threads }
    Limite de tempo padrão por lance: { $limit }
    Variantes: { $variants }
    Espera dos desafios abertos: { $open }
    Partidas entre pessoas: { $rated }
    Organizadores de torneios: { $organisers }
    Lobby entre servidores: { $lobby }
    Idioma das mensagens públicas: { $language }
settings-threads-on = ativados (cada desafio aceito abre um tópico para a sua partida)
settings-threads-off = desativados (cada desafio aceito é jogado no próprio canal)
settings-limit-default = { $limit } (o padrão do bot)
settings-variants-all = todas
settings-rated = ranqueadas, a menos que se use `/play rated:false`
settings-casual = casuais (não ranqueadas), a menos que se use `/play rated:true`
settings-organisers = Gerenciar servidor
settings-organisers-role = Gerenciar servidor ou o cargo { $role }
settings-lobby-off = desativado (`/settings lobby:true` em um canal faz dele o canal do lobby)
settings-lobby-on = ativado, partidas em tópicos de { $channel }
settings-language-chosen = { $language } (escolhido com `/settings language`)
settings-language-discord = { $language } (o idioma do Discord do servidor; `/settings language` escolhe outro)
settings-language-default = { $language } (o padrão; `/settings language` escolhe outro)

## Lembretes, por DM, quando o tempo de um jogador para fazer seu lance está acabando

reminder-until = , até { $date } ({ $relative })
reminder-half = ⏰ **{ $variant }**, partida #{ $game } em { $place }: é a sua vez, e metade do seu tempo para fazer o lance já passou (tempo restante: { $left }{ $until }).
reminder-last = ⏰ **{ $variant }**, partida #{ $game } em { $place }: é a sua vez, e este é o último aviso: você tem { $left } para fazer o lance{ $until }.
reminder-claim-after = Depois disso, { $opponent } poderá reivindicar a vitória por tempo com `/claim`.

## /games

games-none = Você não tem nenhuma partida em andamento. Desafie alguém com `/play`!
games-heading = **Suas partidas**
games-unreadable = #{ $game }: não é possível mostrar esta partida agora.
games-anyone = qualquer um (desafio aberto)
games-line = #{ $game } **{ $variant }** contra { $opponent }, com as { $side }, em { $place }
games-challenge = desafio ainda não aceito
games-your-turn = é a sua vez
games-their-turn = é a vez do adversário
games-move-in = você já enviou seu lance; aguardando o adversário
games-left = , restam { $left } para fazer o lance ({ $at })
games-time-up-claim = , o tempo acabou: você pode reivindicar a vitória por tempo com `/claim`
games-time-up = , o tempo acabou
games-time-up-opponent = , o tempo acabou: seu adversário pode reivindicar a vitória por tempo

## /leaderboard e /stats (postados no canal: no idioma do servidor)

leaderboard-title = **Ranking de { $variant }**
leaderboard-empty = Ainda não há partidas ranqueadas de { $variant } neste servidor. Desafie alguém com `/play`!
leaderboard-global-title = **Ranking global de { $variant }** (partidas do lobby, todos os servidores)
leaderboard-global-empty = Ainda não há partidas ranqueadas de { $variant } no lobby. Encontre um adversário com `/seek`!
leaderboard-line = { $rank }. { $who } **{ $rating }** ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
leaderboard-unrated = Você ainda não tem rating nesta variante.
stats-title = **Ratings de { $user }** neste servidor
stats-none = Nenhuma partida ranqueada ainda.
stats-global = **Ratings globais** (partidas do lobby, todos os servidores)
stats-line = **{ $variant }**: { $rating } ± { $deviation } · vitórias: { $won }, empates: { $drawn }, derrotas: { $lost } · { $streak }
stats-no-streak = sem sequência
stats-wins-in-a-row = { $count ->
    [one] { $count } vitória seguida
   *[other] { $count } vitórias seguidas
}
stats-losses-in-a-row = { $count ->
    [one] { $count } derrota seguida
   *[other] { $count } derrotas seguidas
}
stats-casual = **Partidas casuais** (não ranqueadas) · vitórias: { $won }, empates: { $drawn }, derrotas: { $lost }
stats-puzzles = **Problemas** · resolvidos: { $solved }, errados: { $failed } · sequência de acertos: { $streak } (melhor: { $best })

## Os nomes das variantes, como as mensagens os dizem (os termos do glossário)

variant-apocalypse = { -apocalypse }
variant-heaven-and-hell = { -heaven-and-hell }
variant-battlefield = { -battlefield }
variant-oracle = { -oracle }
variant-it-is-what-it-is = { -it-is-what-it-is }

## As postagens de uma partida (no idioma do servidor), as respostas (no do jogador) e os avisos
## privados (no de quem os recebe). Os relatos e motivos das próprias regras continuam em inglês
## (docs/translating.md).

outcome-win = As { $side } vencem: { $reason }
outcome-draw = Empate: { $reason }
next-game-over = **Fim de partida. { $outcome }.**
next-to-move = É a vez de { $who }.
next-decides-in-secret = { $who } decide em segredo.
next-secret-decision = { $who }, sua decisão é secreta: responda aqui com `/move` (só você vê a resposta), ou pelo menu que eu mando para você em particular.
next-decision-below = { $who }, é a sua vez de decidir: responda abaixo ou com `/move`.
next-must-choose = { $who } precisa escolher: { $prompt }
next-secret-moves-one = Lances secretos: { $who } escolhe em particular: `/move` aqui (só você vê a resposta), ou o menu que eu mando para você em particular.
next-secret-moves-both = Lances secretos: { $first } e { $second } escolhem em particular: `/move` aqui (só você vê a resposta), ou o menu que eu mando para você em particular.
next-over = A partida terminou.
prompt-secret-move = **{ $variant }**, partida #{ $game }: escolha seu lance secreto com as { $side }. Responda aqui com `/move` (o preenchimento automático lista seus lances legais) ou escolha um abaixo.
prompt-secret-move-cut = **{ $variant }**, partida #{ $game }: escolha seu lance secreto com as { $side }. Responda aqui com `/move` (o preenchimento automático lista seus lances legais) ou escolha um abaixo (o menu mostra { $shown } dos seus { $total } lances).
prompt-secret-decision = **{ $variant }**, partida #{ $game }: { $prompt } Responda aqui com `/move` (o preenchimento automático lista as respostas) ou escolha uma abaixo. Só você vê isto.
prompt-secret-decision-cut = **{ $variant }**, partida #{ $game }: { $prompt } Responda aqui com `/move` (o preenchimento automático lista as respostas) ou escolha uma abaixo (o menu mostra { $shown } de { $total } respostas). Só você vê isto.
played = Você jogou `{ $action }`.
played-answered = Você respondeu `{ $action }` (partida #{ $game }).
played-secret-in = Seu lance `{ $action }` foi enviado (partida #{ $game }). Ele fica em segredo até que os dois lances sejam enviados.
played-both-in = Seu lance `{ $action }` foi enviado (partida #{ $game }). Os dois lances já foram enviados: veja o canal.
played-already = Seu lance `{ $action }` já tinha sido jogado (partida #{ $game }); não há mais nada a fazer.
private-news = Partida #{ $game }: { $news }
post-submitted = { $who } enviou um lance. Aguardando { $waiting }.
post-moved = { $who } jogou.
resigned = { $who } abandona. As { $winner } vencem.
time-ran-out = **O tempo das { $loser } acabou: as { $winner } vencem por tempo.** { $who } não agiu dentro do limite de tempo por lance ({ $limit }).
time-claimed-by = Reivindicada por { $who }.
draw-offered = { $who } oferece um empate (partida #{ $game }). { $opponent }, você aceita?
draw-accepted = { $who } aceita o empate. A partida termina empatada.
draw-withdrawn = { $who } retira a oferta de empate.
draw-declined = { $who } recusa o empate.
ended-in-thread = { $heading }, no tópico { $thread }.

## Desafios (postados no canal: no idioma do servidor)

challenge-made = { $opponent }, { $challenger } desafia você para **{ $variant }** (partida #{ $game }). { $challenger } joga com as { $side }, você joga com as { $other }. { $terms }, { $limit } por lance. Aceita?
challenge-replaces = (Ela substitui a partida #{ $game }.)
challenge-rated = Ranqueada
challenge-casual = Casual (não ranqueada)
challenge-accepted = Desafio aceito! { $heading }.
challenge-accepted-ack = Desafio aceito! { $heading }. A partida começa abaixo.
challenge-declined = { $user } recusou o desafio (partida #{ $game }).
challenge-withdrawn = { $user } retirou o desafio (partida #{ $game }).
open-challenge-made = **Desafio aberto** (partida #{ $game }): { $challenger } joga **{ $variant }** com as { $side } contra quem aceitar primeiro. { $terms }, { $limit } por lance. Aberto até { $until } ({ $countdown }).
open-challenge-expired = ~~Desafio aberto (partida #{ $game }): { $challenger } joga **{ $variant }**.~~ Ninguém aceitou: expirou em { $when }.
thread-entry = **{ $variant }**, partida #{ $game }: { $white } contra { $black }, jogada em { $thread }.

## /board e /history (em público: no idioma do servidor; a visualização própria de um jogador: no dele)

level-easy = fácil
level-medium = médio
level-hard = difícil
board-challenge-open = O desafio ainda está aberto.
board-challenge-declined = O desafio foi recusado.
board-challenge-withdrawn = O desafio foi retirado.
board-your-view = Sua visualização com as { $side } (partida #{ $game }).
text-board-your-view = { $heading } (sua visualização com as { $side }):
history-against-computer = Uma partida contra o computador ({ $level }), não ranqueada.
history-casual = Casual (não ranqueada).
history-no-moves = Ainda não há lances.

## Partidas que começam na hora: contra o computador, revanches, partidas do lobby e de torneios

computer-game-headline = **{ $variant }** contra o computador ({ $level }), partida #{ $game }: { $white } contra { $black }.
started-computer-ack = A partida #{ $game } contra o computador começou.
started-ack = A partida #{ $game } começou.
rematch-headline = Revanche da partida #{ $old }! { $heading }.
rematch-started-ack = Revanche! A partida #{ $game } começou.
rematch-offer = { $user } quer uma revanche da partida #{ $game } ({ $variant }, com as cores trocadas). { $other }, clique em **Revanche** para começá-la.
rematch-offered = Revanche oferecida.
rematch-entry = Revanche da partida #{ $old }: **{ $variant }**, { $white } (brancas) contra { $black } (pretas), no tópico abaixo.
lobby-game-headline = **Partida do lobby**: { $heading }.
tournament-game-headline = **{ $name }** · rodada { $round }, mesa { $board }: { $heading }.
tournament-entry = **{ $name }** · rodada { $round }, mesa { $board }: { $white } (brancas) contra { $black } (pretas). A partida de vocês está no tópico abaixo.
tournament-thread-name = { $name } · R{ $round } · { $white } contra { $black }
tournament-thread-computer = o computador

## Botões e menus sob as mensagens de uma partida (no idioma da mensagem)

button-rematch = Revanche
button-replay = Reproduzir
button-block = Bloquear adversário
button-cancel-seek = Cancelar busca
button-text-board = Tabuleiro em texto
button-private-board = Ver meu tabuleiro privado
menu-choose-answer = Escolha a sua resposta
menu-choose-secret-move = Escolha o seu lance secreto
menu-choose = Escolha
menu-choose-cut = Escolha ({ $shown } de { $total }; /move para ver tudo)
your-turn-closed-dms = { $user }, é a sua vez na partida #{ $game }: clique em **Ver meu tabuleiro privado** para jogar.
closed-dms = Não consigo enviar DMs para { $user }, então o tabuleiro privado e os lances dessa pessoa (partida #{ $game }) vão aparecer aqui, visíveis só para ela: { $user }, clique em **Ver meu tabuleiro privado** abaixo ou use `/board` quando for a sua vez.
button-accept = Aceitar
button-decline = Recusar
button-cancel = Cancelar
button-accept-draw = Aceitar empate
challenge-posted = Desafio postado: aguardando { $opponent }.
open-challenge-posted = Desafio aberto postado: quem clicar primeiro em **Aceitar** joga contra você.
challenge-not-posted = Não consegui postar o seu desafio neste canal (o Discord recusou; verifique se eu posso enviar mensagens aqui), então nada foi iniciado. Tente de novo.
draw-offered-note = Empate oferecido.
draw-offered-elsewhere-note = Empate oferecido no canal da partida.

## Torneios (o anúncio: no idioma do servidor)

button-join = Participar
button-leave = Sair
tournament-card = 🏆 **{ $name }** (torneio #{ $id }): suíço, **{ $variant }**, { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}, { $limit } por lance, { $rated }. Organizado por { $organiser }.
tournament-rated = ranqueado
tournament-casual = casual (não ranqueado)
tournament-starts-at = Começa em { $at } ({ $countdown }).
tournament-starts-manual = Começa quando o organizador usar `/tournament start`.
tournament-open = Inscrições abertas: clique em **Participar**. { $start }
tournament-pairing-first = Começou: a rodada 1 está sendo emparceirada.
tournament-running = Em andamento: rodada { $round } de { $rounds }.
tournament-finished = Terminou após { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}. Vencedor: { $winner }.
tournament-nobody = ninguém
tournament-cancelled = Cancelado: nenhuma outra rodada será jogada.
tournament-players = Jogadores ({ $count }): { $names }
tournament-players-none = Jogadores (0): nenhum ainda
tournament-computer = o computador ({ $level })
tournament-bye = Folga: { $player } (1 ponto)
tournament-playing = em andamento
tournament-board = Mesa { $board }: { $white } contra { $black }: { $result }
tournament-board-game = { $line } (partida #{ $game })
tournament-round-head = **{ $name }** · rodada { $round } de { $rounds }
tournament-over = 🏆 **{ $name }** terminou após { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}. Vencedor: { $winner }!
tournament-could-not-start = **{ $name }** não pôde começar: precisa de pelo menos 2 jogadores e tem { $count }. Foi cancelado.
tournament-final-title = { $name } · classificação final
standings-title = { $name } · classificação
standings-heading = **{ $name }** · classificação { $when }
standings-final = final, após { $round ->
    [one] { $round } rodada
   *[other] { $round } rodadas
}
standings-before = antes da rodada 1
standings-after = após a rodada { $round } de { $rounds }
standings-during = durante a rodada { $round } de { $rounds }
standings-rank = #
standings-player = Jogador
standings-points = Pontos
standings-buchholz = Buchholz c1
standings-sb = S-B
standings-wdl = V-E-D
standings-with-byes = { $wdl } (com { $byes ->
    [one] { $byes } folga
   *[other] { $byes } folgas
})
standings-withdrew = (saiu)
standings-line = { $rank }. { $player } · { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
} (Buchholz corte 1 { $buchholz }, Sonneborn–Berger { $sb }) · V-E-D { $wdl }
tournament-created-note = Torneio #{ $id } criado: os jogadores entram pelo botão dele.
tournament-computer-joins = O computador entra no torneio.
tournament-started-note = **{ $name }** começou: a rodada 1 está sendo emparceirada.
tournament-cancelled-note = **{ $name }** foi cancelado.
tournament-withdrew = { $user } saiu de **{ $name }**.
tournament-withdrew-game = A partida #{ $game } da rodada { $round } ainda conta: ela precisa ser terminada (jogada até o fim ou abandonada).
ratings-line = Ratings: { $white } · { $black }

## Partidas contra o computador: a entrada no canal (no idioma do servidor)

computer-entry-starting = **{ $variant }** contra o computador ({ $level }): começando…
computer-entry-not-started = **{ $variant }** contra o computador ({ $level }): a partida não começou.
computer-entry-thread = **{ $variant }** contra o computador ({ $level }), partida #{ $game }: jogada em { $thread }.
computer-entry = **{ $variant }** contra o computador ({ $level }), partida #{ $game }.
computer-thread-name = { $variant } · { $player } contra o computador ({ $level })
thread-name = { $variant } · { $white } contra { $black }
thread-name-rematch = { $variant } · { $white } contra { $black } · revanche de #{ $old }
computer-game-started-note = A partida #{ $game } começou.
posted-in-channel = Publicado no canal.

## O lobby entre servidores (respostas: no idioma do jogador; a entrada de um emparceiramento: no do seu servidor)

lobby-terms = **{ $variant }**, { $rated }, { $limit } por lance
lobby-rated = ranqueada
lobby-casual = casual
lobby-seeking = **Procurando adversário**: { $terms } (busca #{ $seek }) em todos os servidores do lobby. Você será emparceirado com o primeiro jogador compatível; sua partida será jogada em um tópico de { $lobby }. Aberta até { $until } ({ $countdown }).
lobby-paired = **Adversário encontrado!** { $terms }: sua partida está começando em um tópico de { $lobby }.
lobby-paired-with = **Adversário encontrado!** Você joga contra **{ $name }** ({ $variant }): sua partida está começando em um tópico de { $lobby }.
lobby-empty = Não há buscas abertas no lobby agora. Crie uma com `/seek`: o primeiro jogador compatível de qualquer servidor do lobby será emparceirado com você.
lobby-empty-variant = Não há buscas abertas de { $variant } no lobby agora. Crie uma com `/seek`: o primeiro jogador compatível de qualquer servidor do lobby será emparceirado com você.
lobby-list-head = **Buscas abertas no lobby** ({ $count ->
    [one] { $count } busca
   *[other] { $count } buscas
}), das mais antigas para as mais recentes:
lobby-list-line = { $number }. **{ $name }** ({ $rating }) · { $terms } · criada { $since }
lobby-your-seek = sua busca
lobby-play-button = { $number }. Jogar contra { $name } ({ $variant })
lobby-seek-cancelled = Busca #{ $seek } cancelada.
lobby-seek-closed = A busca #{ $seek } já está encerrada.
lobby-block-done = Bloqueado: o lobby nunca mais vai emparceirar você com { $other }.
lobby-entry = **Partida do lobby**: { $white } contra { $black }, { $terms }. O adversário joga do próprio servidor; a partida está no tópico abaixo.

## /replay e /export (a reprodução postada no canal fala o idioma do servidor; as notas
## respondem a quem pediu no idioma dessa pessoa)

replay-game = partida #{ $game }
replay-local-game = partida local
replay-unfinished = não terminada
replay-speed-slow = lenta
replay-speed-normal = normal
replay-speed-fast = rápida
replay-caption = Reprodução da { $game } de **{ $variant }**: { $white } (Brancas) contra { $black } (Pretas), velocidade { $speed }.
replay-caption-result = **{ $result }.**
replay-caption-skipped = A partida é longa: são mostradas { $frames } das suas { $positions ->
        [one] { $positions } posição
       *[other] { $positions } posições
    } (todas as capturas e decisões foram mantidas) para que o arquivo caiba no limite de envio do Discord.
replay-alt = Reprodução animada da { $game } ({ $variant }), { $white } (Brancas) contra { $black } (Pretas): { $frames ->
        [one] { $frames } quadro
       *[other] { $frames } quadros
    } da posição inicial até o fim; o último mostra como a partida terminou: { $result }.
replay-posted-channel = A reprodução da partida #{ $game } está no canal.
replay-posted-above = A reprodução da partida #{ $game } está acima.
export-file-description = O registro da partida #{ $game }, em texto.
export-note-finished = O registro da partida #{ $game }, em texto. Quem roda o programa deste bot pode reproduzi-la: `bot local { $variant } --replay { $file }`.
export-note-in-progress = O registro da partida #{ $game } até agora (sem os segredos de uma partida em andamento: a semente e a posição final vêm quando ela terminar).

## Jogo local em um terminal (`bot local <variant>`, seu `--lang`); as palavras digitadas no seu
## prompt (legal, position, board, help, quit) são comandos e ficam como estão

local-intro = { $variant } ({ $seed }). Digite uma ação, ou: `legal`, `position`, `board`, `help`, `quit`.
local-seed = semente { $seed }
local-random-seed = uma semente aleatória, mostrada quando a partida terminar
local-record-written = O registro da partida está em { $path }.
local-result = Resultado: { $outcome } (semente { $seed }).
local-nobody-can-act = Ninguém pode agir: a partida para aqui.
local-must-choose = As { $side } precisam escolher: { $prompt }
local-end-of-input = Fim da entrada: a partida para aqui.
local-stopped = Partida interrompida.
local-help = Digite uma ação em notação (veja `legal`), ou: `legal` (suas ações legais), `position` (o texto da posição), `board` (o tabuleiro), `quit` (sair).
local-position-secret = O texto da posição contém os segredos do computador; ele pode ser mostrado quando a partida terminar.
local-computer-chose = As { $side } (o computador, nível { $level }) escolheram o seu lance.
local-refused = Recusado: { $reason }
local-computer-secret = As { $side } (o computador) tomaram a sua decisão secreta.
local-plays = As { $side } jogam { $notation }.
local-only = (só para as { $side }) { $text }
# `bot replay <arquivo>` (e `bot local --replay`): a partida do registro, cada lance, o seu
# resultado (as palavras do registro) e a verificação da sua posição final.
local-replaying = Reproduzindo { $game } ({ $variant }, { $date }): { $white } (Brancas) contra { $black } (Pretas).
local-replay-game-number = a partida #{ $game }
local-replay-local-game = a partida local
local-replay-move = { $number }. { $side } { $notation }
local-replay-result = Resultado: { $result }
local-replay-ends = A reprodução termina na posição final do registro.

## As notas do próprio /board (no idioma de quem pergunta)

board-posted-channel = O tabuleiro da partida #{ $game } está no canal.
board-last-posted = O último tabuleiro que publiquei aqui (partida #{ $game }, { $when }), que pode estar desatualizado:

## /shop (publicado no canal: o idioma do servidor; a descrição de cada item continua no inglês
## das regras)

shop-title = **Loja** (partida #{ $game })
shop-coins = Moedas: { $white } { $white_coins } · { $black } { $black_coins }
shop-empty = Ainda não há nada à venda.
shop-entry = `buy { $code }` · **{ $price ->
        [one] { $price } moeda
       *[other] { $price } moedas
    }** · { $text }
shop-locked = { $count ->
        [0] Todos os itens estão desbloqueados.
        [one] Ainda falta desbloquear 1 item.
       *[other] Ainda falta desbloquear { $count } itens.
    }
shop-buy-hint = Compre na sua vez com `/move buy <entry> …` (o preenchimento automático lista o que você pode comprar).

## /forecast (no idioma de quem pergunta); as linhas da própria previsão estão em reports.ftl

forecast-heading = **Previsão { $from } → { $to }** (partida #{ $game })
# O ataque não pode ser feito agora: $reason é a recusa das regras.
forecast-illegal = Este ataque não pode ser feito agora: { $reason }
# Não é a vez do lado atacante: a previsão é uma ameaça.
forecast-threat = (Uma ameaça: é a vez das { $side }, então isto é o que o ataque faria no próximo turno das { $attacker }.)

## /piece (no idioma de quem pergunta); as linhas da própria ficha estão em reports.ftl

piece-card = **{ $square }** (partida #{ $game })
    { $card }

## Como uma partida registrada terminou, nas suas imagens (o último quadro do replay, o fim do gráfico da análise)

result-resigned = As { $loser } abandonaram; as { $winner } vencem
result-on-time = As { $loser } ficaram sem tempo; as { $winner } vencem
result-agreed = Empate por acordo
