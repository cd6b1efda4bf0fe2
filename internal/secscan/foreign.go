package secscan

import (
	"bytes"
	"sync"
	"unicode"

	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
)

// Requests for the user's secrets written in other languages skills are
// written in (Spanish, Portuguese, French, German, Russian, Japanese,
// Chinese): the agent told to ask the user, and a secret named in the same
// sentence or in the list that sentence introduces. RE2's \b is ASCII, so
// the patterns of other scripts stand on their words alone.
var (
	// foreignUserWords are the words for "the user" one of which a
	// request holds: the gate of the check.
	foreignUserWords = []string{"Digite aqui", "digite aqui", "Cole aqui", "cole aqui", "Insira aqui", "insira aqui", "请提供", "请输入", "请告诉我", "请发送", "请填写", "用户收集", "用户索取", "用户询问", "用户索要", "用户获取", "gebruiker", "المستخدم", "उपयोगकर्ता", "kullanıcı", "usuari", "usuári", "utilisat", "utzer", "Anwender", "Person", "Mitarbeiter", "Kund", "utent", "пользовател", "ユーザー", "ください", "用户", "ídele", "idele", "mandez-lui", "mande-lui", "mandez-leur", "mandez lui", "mande lui", "mandez leur", "ítale", "itale", "necesit",
		// Russian imperatives put to the user; Korean secrets (a request is
		// said of them: 비밀번호 … 입력).
		"Введите", "введите", "Укажите", "укажите", "Пришлите", "пришлите", "Вставьте", "вставьте", "비밀번호", "패스워드", "개인 키", "개인키", "시드", "복구", "니모닉", "사용자에게", "고객에게", "用户", "客户", "顾客",
		// Requests put to the user directly ("nennen Sie mir", "donnez-moi",
		// "escribe tus").
		"Sie mir", "Sie uns", "-moi", "-nous", "besoin de votre", "besoin de vos", "escribe tu", "escriba su", "dime tu", "dame tu", "áme tu", "ame tu", "eme tu", "game tu", "introduce tu", "ingresa tu",
		// German and French asked politely ("Könnten Sie mir ...
		// mitteilen", "pourriez-vous m'écrire"); Italian, Portuguese and
		// Dutch put to the user directly ("mi scriva", "me envie", "geef me").
		"-vous m", "mi scriva", "mi dica", "mi dia ", "mi invii", "mi mandi", "mi fornisca", "mi comunichi", "mi detti", "scrivimi", "dimmi", "mandami", "inviami", "dammi", "forniscimi",
		"me envie", "me mande", "me diga", "me informe", "me passe", "me forneça", "envie-me", "mande-me", "diga-me", "informe-me", "passe-me", "digite sua", "digite seu", "informe sua", "informe seu",
		"peça ", "peca ", "solicite ", "pida ", "chiedi ", "richiedi ", "demandez ",
		// Imperatives put to the agent in more languages (Portuguese,
		// Spanish, Dutch, Polish, Vietnamese, Indonesian), and the
		// secrets verb-final languages name first (Turkish, Korean).
		"pergunte", "pregunte", "vraag", "Vraag", "poproś", "Poproś", "popros", "zapytaj", "Zapytaj", "hỏi", "Hỏi", "yêu cầu", "Yêu cầu", "minta", "Minta", "tanyakan", "Tanyakan",
		"şifre", "Şifre", "parola", "Parola", "doğrulama", "Doğrulama", "인증번호", "물어", "Pergunte", "Pregunte", "Solicite", "Pida ", "Chiedi ", "Richiedi ",
		"noem me", "Noem me", "noem mij", "Noem mij", "typ je", "Typ je", "deel jouw", "Deel jouw", "geef ons", "Geef ons", "Peça ", "Peca ", "Solicite ", "Pida ", "Chiedi ", "Richiedi ", "Demandez ",
		"gebruiker", "geef me", "geef mij", "stuur me", "stuur mij", "vertel me", "vertel mij", "deel je", "deel uw", "plak je", "plak uw",
		"Mi scriva", "Mi dica", "Mi dia ", "Mi invii", "Mi mandi", "Mi fornisca", "Mi comunichi", "Mi detti", "Scrivimi", "Dimmi", "Mandami", "Inviami", "Dammi", "Forniscimi", "Me envie", "Me mande", "Me diga", "Me informe", "Me passe", "Me forneça", "Envie-me", "Mande-me", "Diga-me", "Informe-me", "Passe-me", "Digite sua", "Digite seu", "Informe sua", "Informe seu", "Gebruiker", "Geef me", "Geef mij", "Stuur me", "Stuur mij", "Vertel me", "Vertel mij", "Deel je", "Deel uw", "Plak je", "Plak uw"}
	foreignAskRE = match.Lazy(`(?i)\b(pe[çc]a|solicite|pida|pide|pregunte|demandez|chiedi)\s+(na|en\s+la|dans\s+la|nella)\s+(conversa|conversaci[óo]n|conversation|chat|conversazione)\b|(向|跟|请|让)用户(收集|索取|询问|索要|获取)|\bnecesit(o|amos|an?)\s+(su|tu|sus|tus)\s+([\p{L}\d-]+\s+){0,3}?(frases?\s+de\s+recuperaci[óo]n|frase\s+semilla|contraseñas?|claves?\s+privadas?|c[óo]digos?\s+de\s+verificaci[óo]n)|\bp[íi]d(ele|anle)\b|\bdemande[sz]?[- ](lui|leur)\b|\bsolic[íi]tale\b|\b(pid[ea]|p[íi]dele|pedirle|pedir|solicit[ae]|solicitar|pe[çc]a|peça|demande[zr]?|demander|frag(e|en|t)|forder[en]?|bitte)\b[^.\n]{0,60}\b(al |a la |ao |à |l'|den |die )?(usuari[oa]s?|usu[áa]rios?|utilisat(eur|rice)s?|(be)?nutzer(in)?|anwender)\b|\b(bitte|frag(e|en|t))\b[^.\n]{0,60}\b(die|den|der)\s+(Person|Mitarbeiter(in|innen)?|Kund(e|en|in))\b[^.\n]{0,160}\b(nennen|mitzuteilen|mitteilen|schicken|senden|geben|einzugeben|eingeben|einzufügen|einfügen|diktieren|verraten)\b|\b(chied[ie]|chiedere|fai\s+(scrivere|inserire|incollare))\b[^.\n]{0,60}\b(utent[ei]|client[ei])\b|(попроси|запроси|спроси)\w*[^.\n]{0,60}пользовател|пользовател\w*[^.\n]{0,20}(попроси|запроси|спроси)|ユーザー[^。\n]{0,64}(聞いて|尋ねて|尋ねる|聞く|入力してもら|教えてもら|入力を求め|貼り付けてもら)|(パスワード|暗証番号|ワンタイム\p{Katakana}{0,6}|認証コード|確認コード|秘密鍵|シードフレーズ|リカバリーフレーズ)[^。\n]{0,30}(教えて|入力して|送って|送信して|貼り付けて|共有して)(ください|下さい)|(让|请|要求)用户[^。\n]{0,48}(提供|输入|告诉|粘贴|发送|给出|发给|交给|填写|报给|发在|贴在)` +
		`|(введите|укажите|пришлите|вставьте)\s[^.\n]{0,60}?(recovery\s+code|seed|сид|код\w*\s+восстановлени\w*|пароль|приватн\w*\s+ключ|мнемони\w*|секретн\w*\s+фраз\w*)` +
		`|(비밀번호|패스워드|개인\s?키|시드\s?(구문|문구)|복구\s?(코드|구문|문구)|니모닉)[^.\n]{0,40}(입력|알려|보내|수집|붙여)` +
		// Arabic and Hindi: the user asked for a password, a code, a PIN
		// or a recovery phrase.
		`|(اطلب|اطلبي|اسأل|اسألي)\s+(من\s+)?المستخدم[^.\n]{0,80}(كلمة\s+المرور|كلمة\s+السر|رمز\s+التحقق|الرمز\s+السري|رقم\s+التعريف\s+الشخصي|عبارة\s+الاسترداد|المفتاح\s+الخاص)` +
		`|उपयोगकर्ता\s+से\s+(कहें|कहिए|कहो)\s+कि[^।]{0,200}?(PIN|पिन|पासवर्ड|ओटीपी|OTP|पासकोड|रिकवरी\s+फ्रेज़|सीड\s+फ्रेज़)[^।]{0,80}?(लिख|बता|भेज|डाल|साझा\s+कर|दर्ज\s+कर|पेस्ट\s+कर)` +
		`|उपयोगकर्ता\s+से[^।]{0,120}(PIN|पिन|पासवर्ड|ओटीपी|OTP|पासकोड|रिकवरी\s+फ्रेज़|सीड\s+फ्रेज़)[^।\n]{0,80}(पूछें|मांगें|माँगें|माँग\s+लें|मांग\s+लें|ले\s+लें|(बताने|लिखने|भेजने|डालने|साझा\s+करने|दर्ज\s+करने)\s+को\s+कहें)` +
		// Put to the user directly: "nennen Sie mir", "donnez-moi",
		// "j'ai besoin de votre", "escribe tus".
		`|\b(nennen|geben|schicken|senden|teilen|diktieren)\s+Sie\s+(mir|uns)\b|\b(indiquez|donnez|communiquez|envoyez|transmettez|dictez)-(moi|nous)\b|\bj'ai\s+besoin\s+de\s+(votre|vos)\b` +
		`|\b(escrib[ea]|escr[ií]beme|d[ií]me|dame|env[ií]ame|m[aá]ndame|p[aá]same|comp[aá]rteme|p[eé]game|introduce|ingresa)\s+(aqu[ií]\s+)?(tus?|sus?)\b` +
		`|\b(k[öo]nnten|k[öo]nnen|w[üu]rden|m[öo]chten)\s+Sie\s+(mir|uns)\b[^.\n]{0,80}\b(mitteilen|nennen|geben|schicken|senden|sagen|verraten|diktieren|schreiben|durchgeben)\b` +
		`|\b(pourriez|pouvez|voulez|voudriez)-vous\s+(me\s+|m')(écrire|ecrire|donner|envoyer|indiquer|communiquer|transmettre|dicter|dire|coller)\b` +
		// Italian: "mi scriva il codice", "dimmi la password".
		`|\bmi\s+(scriva|dica|dia|invii|mandi|fornisca|comunichi|detti)\b|\b(scrivimi|dimmi|mandami|inviami|dammi|forniscimi)\b` +
		// An imperative ask put to the agent, its object next: "Peça a
		// frase de recuperação", "Chiedi il codice OTP", "Pida su clave".
		`|\b(pe[çc]a|solicite|pida|chiedi|richiedi|demandez)\s+(a|o|as|os|ao|la|el|los|las|le|les|il|i|gli|lo|l'|all'|sua|seu|suas|seus|su|sus|votre|vos)\s*([\p{L}\d-]+\s+){0,3}?(frases?|senhas?|contraseñas?|claves?|chiavi|chiave|password|codici|codice|c[óo]digos?|codes?|mots?\s+de\s+passe|palabras|parole|palavras|tokens?|pin|seed|identifiants|credenciales|credenziali)\b` +
		// An imperative ask with words between it and the secret ("Chiedi
		// con gentilezza la password", "peça também a frase", "Vraag daarna
		// om de pincode", "Poproś użytkownika o ... hasło", "Minta juga kata
		// sandi", "Hỏi người dùng ... mật khẩu").
		`|\b(chiedi|richiedi|pe[çc]a|pergunte|solicite|pida|pregunte|demandez|vraag|popro[śs]|zapytaj|minta(lah)?|tanyakan)\s[^.\n]{0,80}?(password|senhas?|contraseñas?|wachtwoord|has(ł|l)[oa]|kata\s+sandi|frase\s+de\s+recupera|frase\s+semilla|pincode|inlogcode|c[óo]digo|codice|kod(u|em)?\s+sms|kode\s+otp|otp|mot\s+de\s+passe|pin)\b` +
		`|(hỏi|yêu cầu)[^.\n]{0,60}?(mật khẩu|mã OTP|mã xác)` +
		// A list of what to paste, introduced in Polish or Italian: "poproś
		// użytkownika, aby wkleił tutaj w czacie:", "chiedi al titolare, in
		// questa chat, di scrivere:".
		`|\b(popro[śs]|zapytaj)\s[^.\n]{0,80}?(w\s+czacie|na\s+czacie|tutaj)[^.\n]{0,20}:` +
		`|\b(chied[ie]|richiedi)\b[^.\n]{0,80}?(in\s+questa\s+chat|nella\s+chat|in\s+chat)\b[^.\n]{0,40}:` +
		// Turkish and Korean put the verb last: the secret, then the ask.
		// (The verb in its positive forms: "isteme", "sorma" say not to.)
		`|(şifre\w*|parola\w*|doğrulama\s+kod\w*|SMS\s+kod\w*|kurtarma\s+ifade\w*|özel\s+anahtar\w*)[^.\n]{0,60}?\b(iste|isteyin|isteyiniz|sor|gir|girin|giriniz|girmesini\s+(iste|isteyin|isteyiniz))([\s.,;:!?]|$)` +
		`|(비밀번호|인증번호|패스워드)[^.\n]{0,40}(물어|요청|알려)` +
		// Portuguese: "me envie sua senha", "informe seu código".
		`|\bme\s+(envie|mande|diga|informe|passe|forne[çc]a)\b|\b(envie|mande|diga|informe|passe)-me\b|\b(digite|informe)\s+(sua|seu|suas|seus)\b` +
		// "Digite aqui as 12 palavras ...", "cole aqui a sua senha".
		`|\b(digite|escreva|cole|insira|introduza)\s+aqui\b` +
		// Chinese put to the user directly: "请提供您的支付密码".
		`|请(提供|输入|告诉我|发送|填写|粘贴|发给我)(一下)?(您|你)的` +
		// Chinese asked of the agent to ask: "告诉用户……需要提供……".
		`|(告诉|让|要求|请)(用户|客户|顾客)[^。\n]{0,40}(提供|输入|发送|填写|告诉|粘贴)` +
		// Korean asked of the agent to ask: "사용자에게 … 입력하도록 요청하세요".
		`|(사용자|고객)(에게|한테)[^.\n]{0,60}(입력|붙여\s?넣|보내|알려|제공)[^.\n]{0,10}(도록|하게)\s*(요청|부탁|안내)` +
		`|(사용자|고객)(에게|한테)[^.\n]{0,60}(비밀번호|패스워드|개인\s?키|API\s?키|토큰|액세스\s?키|인증번호|OTP)[^.\n]{0,40}(입력|붙여\s?넣|보내|알려|제공)[^.\n]{0,8}(달라고|주라고)\s*(하세요|요청|부탁)` +
		// Japanese asked of the agent to ask: "ユーザーに…を貼り付けるよう依頼してください".
		`|ユーザー[^。\n]{0,80}(貼り付け|入力|送|教え)る?よう(に)?\s*(依頼|頼|お願い)` +
		// Dutch: "vraag de gebruiker om", "geef me je wachtwoord".
		`|\bvraag\w*\b[^.\n]{0,60}\bgebruiker\b|\b(geef|stuur|vertel|noem)\s+(me|mij|ons)\b|\b(deel|plak|typ)\s+(je|uw|jouw)\b`)
	foreignSecretRE = match.Lazy(`(?i)كلمة\s+المرور|كلمة\s+السر|رمز\s+التحقق|الرمز\s+السري|عبارة\s+الاسترداد|المفتاح\s+الخاص|पिन|पासवर्ड|ओटीपी|पासकोड|kurtarma\s+ifadesi|özel\s+anahtar|contraseñas?|\bllaves?\s+(de\s+)?(la\s+)?api\b|\bclaves?\s+secret[ao]s?\b|\bcredenciales\b|\bidentifiants\b|\bclaves?\s+(de\s+)?(la\s+)?api\b|\bclaves?\s+privadas?\b|\bcl[ée]s?\s+(d'|de\s+l'|de\s+)?api\b|\bcl[ée]s?\s+priv[ée]es?\b|\bjetons?\s+d'acc[èe]s\b|\btokens?\s+de\s+acceso\b|\bphrase\s+de\s+r[ée]cup[ée]ration\b|\bphrase\s+secr[èe]te\b|\b(12|24)\s+mots\b|\bclaves? de acceso\b|\bc[óo]digos? (de )?(mfa|sms|2fa|respaldo|verificaci[óo]n|seguridad|recupera)|\bc[óo]digo mfa\b|\bcookies? de sesi[óo]n\b|\bcookies? de session\b|(sitzungs|session)-?cookies?\b|\bfrase semilla\b|\bfrases? de recuperaci[óo]n\b|\bfrases? de recupera[çc][ãa]o\b|\bpalabras de recuperaci[óo]n\b|\bsenhas?\b|\bmots? de passe\b|\bcode (sms|de v[ée]rification)\b|\bphrase de r[ée]cup[ée]ration\b|(passwort|kennwort)\b|\bbackup-?codes?\b|\b(wiederherstellungs|sicherungs|best[äa]tigungs|einmal)codes?\b|(?-i:\bPIN\b|\bTAN\b|\bpushTAN\b)|\bZugangsdaten\b|api-?schl[üu]ssel|\bnum[ée]ro\s+de\s+(la\s+)?carte\b|\bcryptogramme\b|\bKartenpr[üu]fnummer\b|\bcode\s+secret\b|\bcodes?\s+d'acc[èe]s\b|\bOnline-Banking-(Anmeldenamen?|Zugang|Login|Passwort|Kennung)\b|\bwiederherstellungsphrase\b|\bprivate[nr]? schl[üu]ssel\b|пароль|код из sms|код подтвержд|сид-фраз|секретн\w* фраз|パスワード|暗証番号|認証コード|シードフレーズ|秘密鍵|アクセストークン|APIトークン|認証トークン|ボットトークン|APIキー|認証情報|リカバリーフレーズ|復元フレーズ|密码|验证码|助记词|私钥|令牌|密钥|凭据|凭证|恢复短语|ключ API|API-ключ|код\w* восстановлени|приватн\w* ключ|мнемони|\brecovery (code|phrase)s?\b|비밀번호|패스워드|개인\s?키|(?i:api)\s?키|액세스\s?키|토큰|시드\s?(구문|문구)|복구\s?(코드|구문|문구)|니모닉|カード番号|セキュリティコード|信用卡号|银行卡号|安全码|\bKartennummer\b|\bnum[ée]ro de (carte|tarjeta)\b|\bn[úu]mero d[eo] (tarjeta|cart[ãa]o)\b|\bnumero della carta\b|\bpassword\b|\bparole (di recupero|segrete)\b|\ble (12|24) parole\b|\bfrase di recupero\b|\bchiave privata\b|\bcodice (di verifica|di sicurezza|otp|2fa)\b|\bsecret access key\b|シークレット(アクセス)?キー|アクセスキー|\bhas(ł|l)[oa]\b|şifre\w*|\bparola\b|mật khẩu|mã otp|kata sandi|인증번호|\bkod(u|em)? sms\b|\binlogcode\b|\bkode otp\b|doğrulama kod\w*|\bc[óo]digos? (de )?(verifica[çc][ãa]o|seguran[çc]a|acesso)\b|\bchaves?\s+(privadas?|de\s+api|secret[a]s?)\b|\bpalavras? de recupera[çc][ãa]o\b|\btokens? de acesso\b|\bwachtwoord(en)?\b|\bherstel(zin|code|woorden)\b|\bverificatiecode\b|\bsms-?code\b|\bpincode\b|\binloggegevens\b|\bpriv[ée]sleutel\b|\bseedzin\b|\b(12|24) (herstel)?woorden\b|\bcodice\b|\bcredenziali\b|\bseed phrase\b|\bclient_secret\b|\brefresh_token\b|\bapi[ _-]?keys?\b|\b(mfa|2fa|otp)\b`)
	// foreignNegRE is a negation just before the request in those
	// languages (nunca, никогда, не, 不要, ...).
	foreignNegRE = match.Lazy(`(?i)(\bnunca|\bnon\b|\bmai\b|\bjam[áa]is|\bniemals|\bnie|\bnicht|\bne |\bn[ãa]o\b|\bnooit\b|\bniet\b|никогда|не |нельзя|不要|切勿|禁止|不得|别|しないで|聞かないで)[^.\n]{0,20}$`)
	// foreignNegAfterRE is a negation right after the request, where
	// German and French put it ("Frage den Nutzer niemals nach ...").
	// foreignWithoutRE: the request's sentence goes on "without having
	// them write it" (Italian, French, Spanish, Portuguese, German).
	foreignWithoutRE = match.Lazy(`(?i)^[^.\n]{0,120}\b(senza|sans|sin|sem|ohne)\b[^.\n]{0,30}(scriv|[ée]cri|escrib|escrev|schreib|digit|tap|eingeb|incoll|coll|peg|col)`)
	// foreignNegInsideRE: a negation inside the request ("Bitte die
	// Person, ihr Passwort niemals im Chat zu nennen").
	foreignNegInsideRE = match.Lazy(`(?i)\b(niemals|nie|nicht|keinesfalls|jamais|nunca|mai|nooit|niet)\b|\sन\s|नहीं|\sमत\s|कभी\s+भी|لا\s+تطلب|أبدا|أبدًا`)
	// foreignIntoToolRE: the secret typed into the user's own tool ("das
	// neue Passwort selbst im Self-Service-Portal einzugeben", "im Browser").
	foreignIntoToolRE = match.Lazy(`(?i)\b(im|in\s+der|in\s+dem|auf\s+der|nel|nella|dans\s+le|dans\s+la|en\s+el|en\s+la|no|na|in\s+de|op\s+de)\s+[\w-]*(portal|browser|navigateur|navegador|webseite|anmeldeseite|login|app)\w*\b` +
		// Japanese: into the terminal's prompt, not the chat; a password
		// manager's name asked for, not a password.
		`|(チャット|会話)ではなく|ターミナル(の|に|で)|プロンプトに|パスワードマネージャー|の名前`)
	// foreignConfirmRE: what is asked for is a confirmation or a
	// permission ("Pida la confirmación del usuario antes de revocar la
	// clave"), not the secret the sentence goes on to name.
	foreignConfirmRE = match.Lazy(`(?i)\b(confirmaci[óo]n|confirma[çc][ãa]o|conferma|confirmation|best[äa]tigung|aprobaci[óo]n|aprova[çc][ãa]o|approvazione|approbation|zustimmung|permiso|permiss[ãa]o|permesso|permission|erlaubnis|autorizaci[óo]n|autoriza[çc][ãa]o|autorizzazione|autorisation|toestemming|bevestiging)\b`)
	// foreignWhetherRE: asking whether ("chiedi all'utente se ha attivato
	// la 2FA"), not for the secret.
	foreignWhetherRE = match.Lazy(`(?i)^[\s,]*(se|si|ob|s['’]ils?)\s`)
	// foreignHolderRE asks for the name or the place of a secret, not the
	// secret ("le nom de la variable qui contient sa clé", "el nombre del
	// archivo donde guarda su clave").
	foreignHolderRE = match.Lazy(`(?i)\b(le\s+nom|el\s+nombre|den\s+namen|o\s+nome|il\s+nome|le\s+chemin|la\s+ruta|el\s+camino|den\s+pfad|o\s+caminho|il\s+percorso|de\s+naam|het\s+pad)\s+(de|du|des|del|de\s+la|der|des|do|da|della|dello|van)\b`)
	// foreignNamedRE are words of foreignSecretRE that name no secret in
	// these phrases: an Italian invoice's "codice destinatario" or "codice
	// fiscale", a postal code, Italian "la parola" (a word, where Turkish
	// "parola" is a password).
	foreignNamedRE = match.Lazy(`(?i)\bcodice\s+(fiscale|destinatario|univoco|cliente|postale|articolo|prodotto|ateco|iva|sdi|ufficio|ipa|progetto|sorgente|a\s+barre|identificativ[oa]|commessa|ordine|fattura|pratica|catastale|tributo|cig|cup|bic|swift|iban|paese|lingua|errore|colore|html|di\s+(avviamento|esempio|errore|stato|riferimento|tracciamento|spedizione|prodotto))\b|\b(la|una|ogni|questa|quella|della|alla|nella|sulla|sola|singola|nuova|prossima|ultima|prima|unica)\s+parola\b|\bparola\s+(chiave|di\s+ricerca|esatta|cercata)\b`)
	// foreignPassWordRE is what makes Italian "parola" a password: "la
	// parola d'ordine", "segreta", "d'accesso".
	foreignPassWordRE = match.Lazy(`(?i)^\s*(d['’]\s*ordine|segret[ao]|d['’]\s*accesso|di\s+accesso)`)
	// foreignNextRE begins a sentence that names the user's own things:
	// the items of a request whose sentence ends with a full stop
	// ("Pídele dos datos más. Su contraseña ...").
	foreignNextRE     = match.Lazy(`(?i)^\s*(su|sus|tu|tus|votre|vos|ton|ta|tes|sa|son|ses|ihr|ihre|ihren|sein|seine|seinen|il\s+suo|la\s+sua|i\s+suoi|le\s+sue|o\s+seu|a\s+sua|os\s+seus|as\s+suas)\b`)
	foreignNegAfterRE = match.Lazy(`(?i)^[\s,]*(niemals|nie|nicht|keinesfalls|jamais|niet|nooit)\b|^[^。\n]{0,6}(ないで|ない で|なくて|う必要はありません|う必要はない|わない|いけません|いけない|なりません|ならない)|^[^.\n]{0,4}(지\s*(않[^으]|않$|말|마)|면\s*안\s*(됩|돼|된))`)
	// foreignStoreRE: the secret kept in the user's own vault or
	// encrypted (how a wallet or trading tool takes its key), not sent.
	foreignStoreRE = match.Lazy(`(?i)vault|keychain|keyring|encrypt|加密|cifrad|encriptad|chiffr(é|ée|és|ées|er|ez|ement)($|[^\p{L}])|verschl[üu]ssel|шифр|暗号化`)
	// chatSafeRE is the reassurance that the conversation itself is safe
	// ("la conversación está cifrada"): the secret is still given in it.
	chatSafeRE = match.Lazy(`(?i)(conversaci[óo]n|conversa|chat|conversation|переписк\p{L}*|чат|会話|对话|聊天)\s*(est[áa]\s+|es\s+|é\s+|is\s+|est\s+|ist\s+|)(cifrad|encriptad|criptografad|encrypt|chiffr|verschl[üu]sselt|зашифрован|暗号化|加密)`)
	// foreignTheCodeRE: the code asked for by its article alone.
	foreignTheCodeRE = match.Lazy(`(?i)\b(den|die|das|le|la|el|o|il)\s+(Code|código|codigo|codice)\b|\b(deze|die)\s+((twee|drie|vier)\s+)?(gegevens|codes?)\b`)
	foreignSendRE    = match.Lazy(`(?i)https?://|\bcurl\b|\benv[íi]a\w*|\benvoy\w*|\bsend\w*|\benvie\w*|отправ\w*|送信|发送|上传`)
)

// negatedAfter reports a negation right after a request, but for "nicht
// nur" (not only ... but also), which asks for more.
func negatedAfter(b []byte) bool {
	m := foreignNegAfterRE.FindIndex(b)
	return m != nil && !bytes.HasPrefix(bytes.ToLower(bytes.TrimLeft(b[m[1]:], " \t")), []byte("nur"))
}

// foreignUserAC finds foreignUserWords (folding ASCII case: a gate; each
// line it yields is asked again with the words' own case).
var foreignUserAC = sync.OnceValue(func() *match.AhoCorasick {
	lits := make([][]byte, len(foreignUserWords))
	for i, w := range foreignUserWords {
		lits[i] = match.LowerASCII([]byte(w)) // (the automaton's literals are lower case)
	}
	return match.NewAhoCorasick(lits)
})

// foreignUserLines are the starts of the lines of src that may hold one
// of foreignUserWords, in order: one automaton pass instead of a search
// per word and line.
func foreignUserLines(src []byte) []int {
	var out []int
	lastLine := -1 // the line break that ends the last line added
	foreignUserAC().FindFold(src, func(_, at int) {
		if at < lastLine {
			return // on the line added last
		}
		ls := lastLine + 1 // searched back no further than the last line's end
		if k := bytes.LastIndexByte(src[ls:at], '\n'); k >= 0 {
			ls += k + 1
		}
		out = append(out, ls)
		if k := bytes.IndexByte(src[at:], '\n'); k >= 0 {
			lastLine = at + k
		} else {
			lastLine = len(src)
		}
	})
	return out
}

// foreignAsks reports requests for the user's secrets in other languages.
func (s *scanner) foreignAsks(ctxFor func(int) secctx.Ctx, inCode func(int) bool) {
	src := s.in.Src
	cand := foreignUserLines(src)
	if len(cand) == 0 {
		return
	}
	// The lines that hold a word for the user, of a prose line's length
	// (a request is a sentence; a hostile megabyte line is not read).
	var ms [][]int
	for _, ls := range cand {
		if len(ms) >= 200 {
			break
		}
		le := bytes.IndexByte(src[ls:], '\n')
		if le < 0 {
			le = len(src)
		} else {
			le += ls
		}
		if line := src[ls:le]; len(line) <= 4096 && containsAny(line, foreignUserWords) {
			// A sentence wrapped onto the next lines goes on there (a
			// Japanese or German request's verb often does): up to two
			// more non-blank lines are read with it, each break a space,
			// for the requests that start on this one.
			end := le
			for n := 0; n < 2 && end < len(src); n++ {
				_, ne := lines.Bounds(src, end+1)
				if ne-end-1 <= 0 || ne-ls > 4096 {
					break
				}
				end = ne
			}
			if end > le {
				joined := append([]byte(nil), src[ls:end]...)
				for k := le - ls; k < len(joined); k++ {
					if joined[k] == '\n' {
						joined[k] = ' '
					}
				}
				line = joined
			}
			for _, m := range foreignAskRE.FindAllIndex(line, 20) {
				if negatedAfter(line[m[1]:min(len(line), m[1]+30)]) || foreignWithoutRE.Match(line[m[1]:min(len(line), m[1]+200)]) ||
					foreignNegInsideRE.Match(line[m[0]:m[1]]) || foreignIntoToolRE.Match(line[m[0]:min(len(line), m[1]+120)]) || foreignWhetherRE.Match(line[m[1]:min(len(line), m[1]+12)]) ||
					foreignConfirmRE.Match(line[m[0]:m[1]]) {
					continue // "…入力してもらわないでください", "senza fargliela scrivere"
				}
				if m[0] < le-ls {
					ms = append(ms, []int{ls + m[0], ls + min(m[1], le-ls)})
				}
			}
		}
	}
	n := 0
	for _, m := range ms {
		if inCode(m[0]) || foreignNegRE.Match(src[max(0, m[0]-40):m[0]]) || negatedAfter(src[m[1]:min(len(src), m[1]+30)]) {
			continue
		}
		// The sentence of the request and what it introduces (a list of
		// what to paste): up to 800 bytes on, to the end of its section.
		end := min(len(src), m[1]+800)
		if k := bytes.Index(src[m[1]:end], []byte("\n#")); k >= 0 {
			end = m[1] + k
		}
		if k := bytes.Index(src[m[1]:end], []byte("\n\n\n")); k >= 0 {
			end = m[1] + k
		}
		window := src[m[0]:end]
		full := window // what follows the request: where the secret goes
		if k := bytes.Index(window, []byte("。")); k >= 0 && hasCJK(src[m[0]:m[1]]) && !bytes.Contains(window[:k], []byte("：")) {
			window = window[:k] // a Japanese or Chinese request's sentence
		} else if k := sentenceStopQ(window[m[1]-m[0]:]); k >= 0 && !bytes.ContainsRune(window[:m[1]-m[0]+k], ':') && !bytes.ContainsRune(window[:min(len(window), m[1]-m[0]+k+3)], '：') {
			// The request's sentence, unless it introduces a list: "Demandez
			// à l'utilisateur quel portefeuille il utilise." asks for no
			// secret, whatever the next sentence names. A next sentence
			// that names the user's own things (no line break before it)
			// holds the request's items.
			k += m[1] - m[0]
			if rest := window[k+1:]; !foreignSecretRE.Match(window[:k]) && foreignNextRE.Match(rest) && !bytes.HasPrefix(bytes.TrimLeft(rest, " \t"), []byte("\n")) {
				if k2 := sentenceStopQ(rest); k2 >= 0 && !bytes.Contains(rest[:k2], []byte("\n\n")) {
					k += 1 + k2
				}
			}
			window = window[:k]
		}
		if foreignHolderRE.Match(window) {
			continue // the name or the place of the secret
		}
		if !foreignSecretRE.Match(window) || onlyNamed(window) {
			// "Sie erhalten eine SMS mit einem Bestätigungscode. Bitte
			// nennen Sie mir den Code": the code the sentence before
			// named, on the same line.
			// (Within its paragraph: the list of what is needed may end
			// on the line before.)
			ps := max(0, m[0]-300)
			if k := bytes.LastIndex(src[ps:m[0]], []byte("\n\n")); k >= 0 {
				ps += k + 2
			}
			if !foreignTheCodeRE.Match(window) || !foreignSecretRE.Match(src[ps:m[0]]) || onlyNamed(src[ps:m[0]]) {
				continue
			}
		}
		st := secctx.Risky
		if foreignSendRE.Match(full) {
			st = secctx.Act
		} else if foreignStoreRE.Match(full) && !chatSafeRE.Match(full) {
			st = secctx.Mention
		}
		c := ctxFor(m[0])
		if c.Frame == secctx.Quoted {
			c.Frame = secctx.Plain // the words the agent is to say ("Скажите: «Введите …»")
		}
		s.report(SecretRequest, m[0], m[1], c, st, "a request for the user's secret", "never collect passwords or tokens in the conversation; let the user's own tool handle them")
		if n++; n >= maxFramed {
			return
		}
	}
}

// onlyNamed reports a request's window whose every secret word is one of
// foreignNamedRE's phrases (a window is at most 1 KiB: a request's
// sentence and what it introduces).
func onlyNamed(window []byte) bool {
	named := foreignNamedRE.FindAllIndex(window, -1)
	if len(named) == 0 {
		return false
	}
	for _, m := range foreignSecretRE.FindAllIndex(window, -1) {
		in := false
		for _, n := range named {
			if m[0] >= n[0] && m[1] <= n[1] && !foreignPassWordRE.Match(window[n[1]:min(len(window), n[1]+16)]) {
				in = true
				break
			}
		}
		if !in {
			return false
		}
	}
	return true
}

// sentenceStopQ is sentenceStop, a question mark ending a sentence too.
func sentenceStopQ(b []byte) int {
	k := sentenceStop(b)
	for j := 0; j < len(b) && (k < 0 || j < k); j++ {
		if b[j] == '?' && (j+1 == len(b) || b[j+1] == ' ' || b[j+1] == '\n' || b[j+1] == '\t') {
			return j
		}
	}
	return k
}

// hasCJK reports text holding Chinese or Japanese characters (whose
// sentences end with 。).
func hasCJK(b []byte) bool {
	for _, r := range string(b) {
		if unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) {
			return true
		}
	}
	return false
}
