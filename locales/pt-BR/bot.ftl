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
