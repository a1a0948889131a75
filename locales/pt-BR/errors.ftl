# Recusas: o que um jogador ouve quando o bot não faz o que ele pediu, e por quê (tradução de
# `locales/en/errors.ftl`). Só ele vê. A notação, os nomes de comandos e de opções entre crases,
# e os carimbos de tempo `<t:…>` e as menções `<@…>` do Discord nunca são traduzidos.

## Os lados, e quem uma recusa nomeia

side-white = Brancas
side-black = Pretas
who-player = { $user } ({ $side })
who-computer = o computador ({ $side })
ended-game = partida #{ $game }
ended-game-result = partida #{ $game }, { $result }
and-list = { $first } e { $second }

## Recusas comuns a todos os casos de uso (bot/src/service/errors.rs)

err-no-game-here = Não há nenhuma partida neste canal. Desafie alguém com `/play`.
err-no-such-game = Não existe a partida #{ $game }.
err-not-your-game = Você não está jogando esta partida.
err-which-game-waiting = Várias partidas suas estão esperando por você ({ $games }); diga qual com a opção `game`.
err-which-game-in-progress = Você tem várias partidas em andamento ({ $games }), e nenhuma está esperando por você; diga qual com a opção `game` (o `/games` lista todas).
err-which-game-in-threads = Você tem várias partidas em tópicos deste canal ({ $games }): use o comando no tópico da partida, ou diga qual com a opção `game`.
err-nothing-to-play = Você não tem nenhuma partida em andamento. Desafie alguém com `/play` em um servidor.
err-nothing-to-play-ended = Você não tem nenhuma partida em andamento: sua última partida já terminou ({ $ended }). Desafie alguém com `/play` em um servidor.
err-wrong-variant = `/{ $command }` é para partidas de { $wanted }; a partida #{ $game } é de { $actual }. Para outra partida, adicione `game:` com o número dela (o `/games` lista as suas).
err-not-started = Esta partida ainda não começou: o desafio continua aberto.
err-game-over = Esta partida terminou.
err-game-over-ended = Esta partida terminou: { $ended }.
err-not-your-turn = Não é a sua vez: aguardando { $players }.
err-submitted-already = Você já enviou seu lance deste turno; aguardando as { $side }.
err-only-decider = Só { $who } pode responder a isto.
err-move-refused = Esse lance não é permitido: { $error }
err-stale-menu = Esse menu é de um turno anterior; use o mais recente, ou `/move`.
err-busy = Outra pessoa agiu nesta partida no mesmo instante; tente novamente.
err-superseded = A partida avançou enquanto esta ação era escolhida.
err-channel-busy = Este canal já tem uma partida ou um desafio aberto. Termine-o primeiro, ou abra um tópico e jogue lá.
err-channel-busy-no-thread = Outra partida está sendo jogada neste canal, e não consegui abrir um tópico para esta (os tópicos estão desativados aqui, ou não tenho permissão para criá-los). Aceite quando aquela partida terminar.
err-self-challenge = Você não pode desafiar a si mesmo.
err-bot-challenge = Bots não podem jogar; desafie uma pessoa.
err-not-playable = A variante { $variant } ainda não pode ser jogada.
err-variant-disabled = A variante { $variant } está desativada neste servidor (veja `/settings`).
err-bad-time-limit = Um limite de tempo por lance de { $limit } não é permitido: escolha entre { $min } e { $max }, ex.: `24h`.
err-too-many-games = Você já tem { $live ->
        [one] { $live } partida
       *[other] { $live } partidas
    } em andamento, o máximo permitido; termine uma primeiro (o `/games` lista todas).
err-too-many-challenges = Você já tem { $open ->
        [one] { $open } desafio aberto
       *[other] { $open } desafios abertos
    }, o máximo permitido; aguarde uma resposta, ou cancele um.
err-only-challenged = Só o jogador desafiado pode aceitar ou recusar este desafio.
err-only-challenger = Só o jogador que fez o desafio pode cancelá-lo.
err-challenge-declined = Este desafio foi recusado.
err-challenge-withdrawn = Este desafio foi retirado.
err-challenge-accepted = Este desafio já foi aceito: a partida dele está em andamento.
err-challenge-over = Este desafio já foi aceito, e a partida dele já terminou.
err-challenge-closed = Este desafio não está mais aberto.
err-offer-expired = Essa oferta de empate expirou: a partida já avançou desde então.
err-own-offer = Você não pode aceitar sua própria oferta de empate.
err-computer-takes-no-draws = O computador não aceita ofertas de empate: continue jogando, ou use `/resign`.
err-draw-already-offered = Você já ofereceu um empate; aguarde até que { $opponent } responda (uma nova oferta pode ser feita depois que a partida avançar).
err-draw-offer-too-soon = Você já ofereceu um empate neste ponto da partida: poderá oferecer de novo depois que { $opponent } jogar (uma oferta por lance, para que ninguém seja notificado sem parar).
err-too-early-to-claim = Ainda é cedo para reivindicar: { $opponent } tem até <t:{ $until }:t> (<t:{ $until }:R>) para agir (o limite de tempo por lance é { $limit }). Depois disso, você poderá reivindicar a vitória por tempo.
err-no-piece = Não há nenhuma peça em { $square }.
err-not-admin = Só membros que podem gerenciar o servidor (Gerenciar servidor) podem alterar as configurações dele.
err-slow-down = Vá com calma: você poderá continuar em { $wait }.
err-stopping = Estou reiniciando; tente novamente daqui a um minuto.
err-store-unavailable = O banco de dados das partidas está indisponível; nada foi feito (nenhuma ação foi jogada). Tente novamente daqui a pouco.
err-store-unconfirmed = O banco de dados das partidas parou de responder enquanto isto era salvo, então ainda não sei se foi feito. O `/board` mostra a partida assim que o banco de dados voltar; nada será feito duas vezes.
err-apology = Algo deu errado do meu lado; tente novamente daqui a pouco.

## O lobby entre servidores (bot/src/service/lobby.rs)

lobby-off = Este servidor não está no lobby. Um membro que pode gerenciar o servidor pode colocá-lo no lobby com `/settings lobby:true`, usado no canal onde as partidas do lobby serão jogadas (cada uma em um tópico dele).
lobby-already-seeking = Você já está procurando uma partida (busca #{ $seek }, expira { $expires }). Cancele-a com o botão **Cancelar busca** dela, ou aguarde um adversário.
lobby-too-many-seeks = Você procurou partida { $count ->
        [one] { $count } vez
       *[other] { $count } vezes
    } num período de { $window }: poderá procurar de novo { $at }.
lobby-own-seek = Essa busca é sua: aguarde alguém aceitá-la, ou cancele-a com **Cancelar busca**.
lobby-seek-gone = Essa busca não está mais aberta (foi aceita, cancelada ou expirou há pouco). O `/lobby` mostra as buscas abertas agora.
lobby-blocked = Você não pode ser emparceirado com esse jogador (um de vocês bloqueou o outro).
lobby-not-your-seek = Essa busca não é sua, então você não pode cancelá-la.
lobby-already-paired = Tarde demais para cancelar: sua busca acabou de ser emparceirada, e sua partida está começando no canal do lobby deste servidor.
lobby-not-your-game = Você não jogou a partida #{ $game }, então não há ninguém para bloquear.
lobby-block-self = Você não pode bloquear a si mesmo.

## O que o sistema de comandos recusa (bot/src/on_error.rs)

err-could-not-read = Não consegui entender isso: { $error }
err-not-here = Você não pode usar este comando aqui.
err-guild-only = Use este comando em um canal de servidor (as partidas acontecem nos canais).

## Recusas do /puzzle (bot/src/service/puzzle.rs)

puzzle-nothing-open = Você não tem aqui nenhuma partida em que mover nem nenhum problema aberto: o `/play` desafia alguém (em um servidor), e o `/puzzle` dá um problema para você.
puzzle-unknown = Esse problema não está mais entre os problemas de { $variant } (fui atualizado desde então); o `/puzzle variant:{ $id }` dá outro para você.
puzzle-stale-menu = Esse menu está desatualizado (fui atualizado desde então); o `/puzzle variant:{ $id }` mostra o problema de novo.
puzzle-not-an-action = `{ $text }` não é uma das suas ações no problema { $puzzle } ({ $error }). Escolha uma no menu, ou comece a digitar em `/move` para vê-las. Nada foi registrado.
puzzle-not-open = Esse cartão de problema não é seu: o `/puzzle variant:{ $id }` dá um problema só seu. Nada foi registrado.
puzzle-none-yet = Ainda não há problemas de { $variant }; tente outra variante.

## Recusas do /review (bot/src/service/review.rs)

review-in-progress = A partida #{ $game } ainda está em andamento: só partidas terminadas são analisadas (analisar uma partida em andamento revelaria os seus segredos e ajudaria um dos lados). Peça de novo quando ela terminar.
review-no-such-moment = A análise da partida #{ $game } não tem nenhum momento marcado na ação { $number }.

## Recusas do que um jogador digitou (bot/src/service/input.rs)

text-kind-move = um lance
text-kind-move-hint = Lances são escritos como `e2e4` e casas como `b2`; comece a digitar um lance e o preenchimento automático lista os seus lances legais.
text-kind-duration = uma duração
text-kind-duration-hint = Durações são escritas como `24h`, `3d` ou `90m`.
text-kind-variant-list = uma lista de variantes
text-kind-variant-list-hint = Use `all`, ou ids de variantes separados por vírgulas, como `apocalypse, oracle`.
text-kind-square = uma casa
text-kind-square-hint = Casas são escritas como `b2`.
text-kind-name = o nome de um torneio
text-kind-name-hint = Os nomes têm no máximo 60 caracteres.
input-too-long = Isso é longo demais para ser { $what } ({ $len } caracteres). { $hint }
input-not-a-square = `{ $text }` não é uma casa: use de a1 a h8.
input-not-a-duration = `{ $text }` não é uma duração: escreva como `24h`, `90m` ou `3d`.
input-not-a-time-limit = `{ $text }` não é um limite de tempo por lance: escreva uma duração entre { $min } e { $max }, como `24h` ou `3d`, ou `default`.
input-not-a-variant = `{ $word }` não é uma variante: use `all`, ou ids como `apocalypse, oracle` ({ $ids }).
input-no-variants = Indique pelo menos uma variante, ou `all`.
input-level-without-computer = `level` é para partidas contra o computador: me escolha como adversário para usá-lo.
input-no-such-lesson = O curso de { $variant } tem as lições de 1 a { $lessons }; não existe a lição { $asked }.
input-unknown-lesson = Essa lição não está mais no curso de { $variant } (fui atualizado desde então); o `/learn { $id }` continua de onde você parou.
input-not-an-answer = Isso não é uma resposta válida aqui: { $error }
input-unknown-command = Não existe o comando `/{ $name }`; o `/help` lista todos.

## Recusas de revanches (bot/src/service/rematch.rs)

rematch-not-over = A revanche só pode ser pedida depois que a partida terminar.
rematch-started-as = A revanche da partida #{ $game } já começou: partida #{ $next }.
rematch-started = A revanche da partida #{ $game } já começou.
rematch-asked = Você já pediu a revanche da partida #{ $game }; aguardando { $other }.
rematch-blocked = Nada de revanche aqui por enquanto: a partida #{ $game }, de um de vocês, ainda está em andamento neste canal.
rematch-too-many-games = { $count ->
    [one] Nada de revanche por enquanto: { $player } já tem { $count } partida em andamento, o máximo permitido.
   *[other] Nada de revanche por enquanto: { $player } já tem { $count } partidas em andamento, o máximo permitido.
}

## Recusas de desafios abertos (bot/src/service/open_play.rs)

open-already-taken = Tarde demais: outra pessoa aceitou primeiro o desafio aberto #{ $game } (não está mais disponível).
open-own-challenge = A partida #{ $game } é o seu próprio desafio aberto: aguarde alguém aceitá-lo, ou cancele-o com **Cancelar**.
open-expired = O desafio aberto #{ $game } expirou antes que alguém o aceitasse. Publique um novo com `/play`.
open-bad-expiry = `{ $text }` não é um tempo de espera válido para um desafio aberto: escolha um de 1 minuto a 7 dias, como `30m` ou `2h` (ou `default` para 30 minutos).

## Recusas de reproduções (bot/src/service/replay.rs)

replay-in-progress = A partida #{ $game } ainda está sendo jogada: você poderá reproduzi-la quando ela terminar. O `/board` mostra como ela está.
replay-never-played = A partida #{ $game } nunca foi jogada, então não há nada para reproduzir.

## Recusas de torneios (bot/src/service/tournament/refusals.rs)

tournament-none-here = Não há nenhum torneio neste canal. Um organizador cria um com `/tournament create`.
tournament-channel-busy = Este canal já tem um torneio (#{ $n }) aberto ou em andamento: um de cada vez.
tournament-not-organiser = Só membros que podem gerenciar o servidor podem organizar torneios.
tournament-bad-rounds = Um torneio tem de 1 a 15 rodadas, não { $n }.
tournament-full = { $count ->
    [one] Este torneio está lotado ({ $count } jogador, o máximo permitido).
   *[other] Este torneio está lotado ({ $count } jogadores, o máximo permitido).
}
tournament-not-open = Este torneio já começou (ou terminou): as inscrições estão encerradas.
tournament-not-running = Este torneio não está em andamento.
tournament-not-entered = Você não está jogando neste torneio.
tournament-already-entered = Você já está neste torneio.
tournament-too-few = Um torneio precisa de pelo menos 2 jogadores para começar; este tem { $n }.
tournament-one-computer = Este torneio já tem o computador como jogador.
tournament-no-such-round = A rodada { $n } ainda não tem emparceiramentos.
tournament-bad-start = `{ $text }` não é um horário de início: diga daqui a quanto tempo, como `30m` ou `2h`, ou uma hora Unix no futuro, ou deixe `start` de fora e use `/tournament start`.
