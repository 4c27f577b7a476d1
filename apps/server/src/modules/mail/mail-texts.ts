import type { Locale } from '@kinframe/contract';

/**
 * Every text of the mails Kinframe sends, in the six interface languages. `{name}`-style
 * placeholders are filled with `interpolate` from the contract. A test fails when a locale misses
 * a text, so adding a mail means adding it in all six.
 */
export interface MailTexts {
  passwordReset: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    ignore: string;
    signature: string;
  };
  downloadReady: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    signature: string;
  };
  albumInvitation: {
    subject: string;
    greeting: string;
    greetingNoName: string;
    intro: string;
    actionOpen: string;
    actionSignUp: string;
    signUpNote: string;
    signature: string;
  };
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  'en-US': {
    passwordReset: {
      subject: 'Reset your Kinframe password',
      greeting: 'Hello {name},',
      intro: 'We received a request to reset the password of your Kinframe account. Choose a new password here:',
      action: 'Choose a new password',
      expiry: 'This link works once and expires in {minutes} minutes.',
      ignore: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      signature: 'The Kinframe team',
    },
    downloadReady: {
      subject: 'Your Kinframe download is ready',
      greeting: 'Hello {name},',
      intro: 'The {count} photos and videos you chose are packed in one zip file, ready to download:',
      action: 'Download the zip file',
      expiry: 'The link works until {date}.',
      signature: 'The Kinframe team',
    },
    albumInvitation: {
      subject: '{inviter} invited you to the album “{album}”',
      greeting: 'Hello {name},',
      greetingNoName: 'Hello,',
      intro:
        '{inviter} invited you to the shared album “{album}” on Kinframe: see its photos, add your own, and show them on your frames.',
      actionOpen: 'See the invitation',
      actionSignUp: 'Create your account and join',
      signUpNote:
        'Kinframe is where families keep their photos and put them on their digital photo frames. Sign up with this email address and the invitation will be waiting for you.',
      signature: 'The Kinframe team',
    },
  },
  'de-DE': {
    passwordReset: {
      subject: 'Setze dein Kinframe-Passwort zurück',
      greeting: 'Hallo {name},',
      intro:
        'Wir haben eine Anfrage erhalten, das Passwort deines Kinframe-Kontos zurückzusetzen. Hier kannst du ein neues Passwort wählen:',
      action: 'Neues Passwort wählen',
      expiry: 'Dieser Link funktioniert einmal und läuft in {minutes} Minuten ab.',
      ignore:
        'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
      signature: 'Dein Kinframe-Team',
    },
    downloadReady: {
      subject: 'Dein Kinframe-Download ist bereit',
      greeting: 'Hallo {name},',
      intro:
        'Die {count} Fotos und Videos, die du ausgewählt hast, liegen in einer ZIP-Datei zum Herunterladen bereit:',
      action: 'ZIP-Datei herunterladen',
      expiry: 'Der Link funktioniert bis {date}.',
      signature: 'Dein Kinframe-Team',
    },
    albumInvitation: {
      subject: '{inviter} hat dich zum Album „{album}“ eingeladen',
      greeting: 'Hallo {name},',
      greetingNoName: 'Hallo,',
      intro:
        '{inviter} hat dich zum geteilten Album „{album}“ auf Kinframe eingeladen: Sieh dir die Fotos an, füge eigene hinzu und zeige sie auf deinen Bilderrahmen.',
      actionOpen: 'Einladung ansehen',
      actionSignUp: 'Konto erstellen und beitreten',
      signUpNote:
        'Auf Kinframe bewahren Familien ihre Fotos auf und zeigen sie auf ihren digitalen Bilderrahmen. Registriere dich mit dieser E-Mail-Adresse, dann wartet die Einladung auf dich.',
      signature: 'Dein Kinframe-Team',
    },
  },
  'es-ES': {
    passwordReset: {
      subject: 'Restablece tu contraseña de Kinframe',
      greeting: 'Hola, {name}:',
      intro:
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Kinframe. Elige una nueva contraseña aquí:',
      action: 'Elegir una nueva contraseña',
      expiry: 'Este enlace solo funciona una vez y caduca en {minutes} minutos.',
      ignore: 'Si no lo has solicitado, puedes ignorar este correo: tu contraseña seguirá siendo la misma.',
      signature: 'El equipo de Kinframe',
    },
    downloadReady: {
      subject: 'Tu descarga de Kinframe está lista',
      greeting: 'Hola, {name}:',
      intro: 'Las {count} fotos y vídeos que elegiste están en un archivo zip, listo para descargar:',
      action: 'Descargar el archivo zip',
      expiry: 'El enlace funciona hasta el {date}.',
      signature: 'El equipo de Kinframe',
    },
    albumInvitation: {
      subject: '{inviter} te ha invitado al álbum «{album}»',
      greeting: 'Hola, {name}:',
      greetingNoName: 'Hola:',
      intro:
        '{inviter} te ha invitado al álbum compartido «{album}» en Kinframe: mira sus fotos, añade las tuyas y muéstralas en tus marcos.',
      actionOpen: 'Ver la invitación',
      actionSignUp: 'Crea tu cuenta y únete',
      signUpNote:
        'Kinframe es donde las familias guardan sus fotos y las muestran en sus marcos digitales. Regístrate con esta dirección de correo y la invitación te estará esperando.',
      signature: 'El equipo de Kinframe',
    },
  },
  'it-IT': {
    passwordReset: {
      subject: 'Reimposta la tua password di Kinframe',
      greeting: 'Ciao {name},',
      intro:
        'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Kinframe. Scegli una nuova password qui:',
      action: 'Scegli una nuova password',
      expiry: 'Questo link funziona una sola volta e scade tra {minutes} minuti.',
      ignore: 'Se non hai fatto tu questa richiesta, ignora questa email: la tua password resta invariata.',
      signature: 'Il team di Kinframe',
    },
    downloadReady: {
      subject: 'Il tuo download di Kinframe è pronto',
      greeting: 'Ciao {name},',
      intro: 'Le {count} foto e i video che hai scelto sono in un file zip, pronto da scaricare:',
      action: 'Scarica il file zip',
      expiry: 'Il link funziona fino al {date}.',
      signature: 'Il team di Kinframe',
    },
    albumInvitation: {
      subject: '{inviter} ti ha invitato all’album “{album}”',
      greeting: 'Ciao {name},',
      greetingNoName: 'Ciao,',
      intro:
        '{inviter} ti ha invitato all’album condiviso “{album}” su Kinframe: guarda le foto, aggiungi le tue e mostrale sulle tue cornici.',
      actionOpen: 'Vedi l’invito',
      actionSignUp: 'Crea il tuo account e partecipa',
      signUpNote:
        'Kinframe è dove le famiglie conservano le loro foto e le mostrano sulle cornici digitali. Registrati con questo indirizzo email e troverai l’invito ad aspettarti.',
      signature: 'Il team di Kinframe',
    },
  },
  'jp-JP': {
    passwordReset: {
      subject: 'Kinframe のパスワードの再設定',
      greeting: '{name} 様',
      intro:
        'Kinframe アカウントのパスワード再設定のリクエストを受け付けました。こちらから新しいパスワードを設定してください：',
      action: '新しいパスワードを設定する',
      expiry: 'このリンクは一度だけ使用でき、{minutes} 分後に無効になります。',
      ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      signature: 'Kinframe チーム',
    },
    downloadReady: {
      subject: 'Kinframe のダウンロードの準備ができました',
      greeting: '{name} さん',
      intro: '選択した {count} 件の写真と動画を 1 つの ZIP ファイルにまとめました。こちらからダウンロードできます:',
      action: 'ZIP ファイルをダウンロード',
      expiry: 'このリンクは {date} まで有効です。',
      signature: 'Kinframe チーム',
    },
    albumInvitation: {
      subject: '{inviter} さんからアルバム「{album}」への招待が届きました',
      greeting: '{name} さん',
      greetingNoName: 'こんにちは',
      intro:
        '{inviter} さんが Kinframe の共有アルバム「{album}」にあなたを招待しました。写真を見たり、自分の写真を追加したり、フォトフレームに表示したりできます。',
      actionOpen: '招待を見る',
      actionSignUp: 'アカウントを作成して参加する',
      signUpNote:
        'Kinframe は家族で写真を保存し、デジタルフォトフレームに表示するためのサービスです。このメールアドレスで登録すると、招待が届いています。',
      signature: 'Kinframe チーム',
    },
  },
  'fr-FR': {
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Kinframe',
      greeting: 'Bonjour {name},',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Kinframe. Choisissez un nouveau mot de passe ici :',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien ne fonctionne qu’une fois et expire dans {minutes} minutes.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      signature: 'L’équipe Kinframe',
    },
    downloadReady: {
      subject: 'Votre téléchargement Kinframe est prêt',
      greeting: 'Bonjour {name},',
      intro:
        'Les {count} photos et vidéos que vous avez choisies sont réunies dans un fichier zip, prêt à télécharger :',
      action: 'Télécharger le fichier zip',
      expiry: 'Le lien fonctionne jusqu’au {date}.',
      signature: 'L’équipe Kinframe',
    },
    albumInvitation: {
      subject: '{inviter} vous invite à l’album « {album} »',
      greeting: 'Bonjour {name},',
      greetingNoName: 'Bonjour,',
      intro:
        '{inviter} vous invite à l’album partagé « {album} » sur Kinframe : regardez ses photos, ajoutez les vôtres et affichez-les sur vos cadres.',
      actionOpen: 'Voir l’invitation',
      actionSignUp: 'Créer votre compte et rejoindre l’album',
      signUpNote:
        'Kinframe est l’endroit où les familles gardent leurs photos et les affichent sur leurs cadres numériques. Inscrivez-vous avec cette adresse e-mail et l’invitation vous attendra.',
      signature: 'L’équipe Kinframe',
    },
  },
};
