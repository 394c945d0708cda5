import type { DemoCourse } from './types';

// Lesson bodies of teacher courses 7 and 8 (HTML; lessons reuse them as content and htmlContent).

const vocab1 = `<p>Vocabulary is closely linked to reading comprehension and academic success. Learners with wide vocabularies understand more of what they read, learn more from it and express themselves more precisely.</p>
<h3>The vocabulary gap</h3>
<p>Differences in vocabulary size appear early and tend to widen over time, because learners who know more words read more and learn still more words. For learners studying in English as a second language, the academic vocabulary of textbooks and exams can be a particular barrier, even when conversational English is strong.</p>
<h3>A shared responsibility</h3>
<p>Every subject has its own vocabulary, and every subject uses general academic words such as <em>analyse</em>, <em>evaluate</em> and <em>significant</em>. When only English teachers teach vocabulary, learners meet words in one context and struggle to transfer them. This course shows how departments can work together.</p>
<ul>
<li>Understand which words to prioritise.</li>
<li>Teach words explicitly and memorably.</li>
<li>Use morphology to unlock families of words.</li>
<li>Build a coherent whole-school approach.</li>
</ul>`;

const vocab2 = `<p>There are far more words than time to teach them, so selection is crucial. The three-tier model offers a practical way to prioritise.</p>
<h3>The three tiers</h3>
<ul>
<li><strong>Tier 1:</strong> everyday words most learners already know.</li>
<li><strong>Tier 2:</strong> high-utility academic words that appear across subjects and texts, such as <em>consequence</em>, <em>reluctant</em> and <em>contrast</em>.</li>
<li><strong>Tier 3:</strong> subject-specific terms, such as <em>evaporation</em> or <em>alliteration</em>.</li>
</ul>
<h3>Selecting from a text</h3>
<p>When planning, scan the text or topic for Tier 2 and Tier 3 words that are essential to understanding. Choose a small number, perhaps five to seven, for explicit teaching. Other unfamiliar words can be explained briefly in passing or left for learners to infer from context.</p>
<p>Departments can agree a list of key words for each unit and share it, so that colleagues in other subjects reinforce the same vocabulary.</p>`;

const vocab3 = `<p>Morphology is the study of how words are built from smaller meaningful parts: roots, prefixes and suffixes. Teaching morphology gives learners a strategy for working out thousands of unfamiliar words.</p>
<h3>High-value word parts</h3>
<ul>
<li>Prefixes such as <em>un-</em>, <em>re-</em>, <em>pre-</em>, <em>trans-</em> and <em>sub-</em>.</li>
<li>Suffixes such as <em>-tion</em>, <em>-ous</em>, <em>-ify</em> and <em>-able</em>, which often signal word class.</li>
<li>Latin and Greek roots such as <em>port</em> (carry), <em>graph</em> (write) and <em>bio</em> (life).</li>
</ul>
<h3>Teaching approach</h3>
<p>Introduce a root or affix with a family of familiar words, then ask learners to deduce its meaning. Extend to less familiar words and finally to subject-specific vocabulary. A science teacher introducing <em>photosynthesis</em> can link it to <em>photograph</em> and <em>synthesis</em>, making the term easier to understand and remember.</p>
<p>Word family walls, where learners add new examples throughout the year, keep morphology visible.</p>`;

const vocab4 = `<p>The greatest gains come when vocabulary teaching is consistent across a school. This lesson sets out the elements of an effective whole-school strategy.</p>
<h3>Key elements</h3>
<ol>
<li><strong>Shared principles:</strong> all staff understand why vocabulary matters and how to teach it explicitly.</li>
<li><strong>Agreed routines:</strong> a common routine for introducing new words, used in every subject.</li>
<li><strong>Curriculum mapping:</strong> each department identifies the key vocabulary for its units.</li>
<li><strong>Reading across the curriculum:</strong> learners read challenging texts in every subject, not only in English.</li>
<li><strong>Monitoring:</strong> simple checks show whether key words are being learned and retained.</li>
</ol>
<h3>Getting started</h3>
<p>Begin small. A single training session, an agreed routine and a shared list of twenty Tier 2 words per term can make a noticeable difference. Build from there, gathering feedback from teachers and learners as you go.</p>`;

const speaking1 = `<p>Speaking and listening is a full strand of the Cambridge English curriculum, yet it is often the least planned. Talk is not only a skill to be assessed; it is also a powerful tool for thinking and learning in every lesson.</p>
<h3>Establishing norms</h3>
<p>Learners need to feel safe to speak, especially when they are still developing confidence in English. Agree class norms for talk with learners, such as listening without interrupting, building on others' ideas and disagreeing respectfully. Display the norms and refer to them often.</p>
<h3>The teacher's role</h3>
<ul>
<li>Model the kind of talk you expect, including thinking aloud and changing your mind.</li>
<li>Reduce teacher talk so that learners have more time to speak.</li>
<li>Ask open questions and wait for considered answers.</li>
<li>Praise the quality of contributions, not just their correctness.</li>
</ul>
<p>With these foundations in place, structured speaking activities become far more productive.</p>`;

const speaking2 = `<p>Unstructured group discussion often results in one or two learners doing all the talking. Structured routines give every learner a role and a reason to speak and listen.</p>
<h3>Routines to try</h3>
<ul>
<li><strong>Think, pair, share:</strong> individual thinking time, then pair discussion, then sharing with the class.</li>
<li><strong>Discussion roles:</strong> chair, summariser, questioner and challenger, rotated regularly.</li>
<li><strong>Envoys:</strong> after group discussion, one member visits another group to share and gather ideas.</li>
<li><strong>Snowballing:</strong> pairs join to form fours, then eights, refining their ideas at each stage.</li>
</ul>
<h3>Talk for reading and writing</h3>
<p>These routines fit naturally into English lessons. Learners can discuss an inference question before writing an answer, or debate the strongest argument before planning a persuasive letter. Talk improves the quality of the writing that follows.</p>`;

const speaking3 = `<p>Presenting to an audience builds confidence and prepares learners for later study and work. It also develops skills in organising ideas, adapting language and responding to an audience.</p>
<h3>Preparing learners</h3>
<ul>
<li>Start small, with short talks to a partner or a small group before presenting to the class.</li>
<li>Teach structure explicitly: an engaging opening, clear main points and a memorable ending.</li>
<li>Focus on delivery: eye contact, volume, pace and use of pauses.</li>
<li>Encourage notes with key words rather than full scripts.</li>
</ul>
<h3>Drama and performance</h3>
<p>Drama activities such as hot-seating, freeze-frames and role-play help learners explore characters and texts while developing expressive speech. Performing poems and play scripts builds fluency and attention to meaning.</p>
<p>Give listeners an active role, with specific points to listen for and feed back on, so that presentations benefit everyone in the room.</p>`;

const speaking4 = `<p>Assessing speaking and listening can feel difficult because talk is fleeting. With clear criteria and simple systems, however, it becomes manageable and useful.</p>
<h3>Clear criteria</h3>
<p>Use criteria that reflect the curriculum: organising and expressing ideas, adapting talk to audience and purpose, listening and responding to others, and using language for effect. Share the criteria with learners in simple terms.</p>
<h3>Practical systems</h3>
<ul>
<li>Focus on a small number of learners in each lesson, rather than trying to assess everyone at once.</li>
<li>Use a class grid to record brief observations over several weeks.</li>
<li>Record short audio or video clips, with permission, to support moderation.</li>
<li>Include self and peer assessment, using the same criteria.</li>
</ul>
<p>Use the evidence to plan next steps, such as teaching a specific discussion skill or offering more practice for learners who rarely contribute.</p>`;

/** Teacher courses 7 and 8 of 8. */
export const demoCoursesPart4: DemoCourse[] = [
  {
    title: 'Building Vocabulary Across the Curriculum',
    description:
      'Close the vocabulary gap with explicit, memorable word teaching that works in every subject, from choosing the right words to morphology and a whole-school strategy.',
    instructor: 'Dr. Youssef Mansour',
    level: 'Intermediate',
    durationInHours: 7,
    rating: 4.6,
    students: 690,
    price: 124.99,
    category: 'Vocabulary',
    lessons: [
      {
        title: 'Why Vocabulary Matters',
        description: 'The link between vocabulary, comprehension and achievement across subjects.',
        content: vocab1,
        htmlContent: vocab1,
        isPublished: true,
      },
      {
        title: 'Selecting Words to Teach',
        description: 'Using the three-tier model to prioritise vocabulary.',
        content: vocab2,
        isPublished: true,
        htmlContent: `${vocab2}
<h3>Classroom activity</h3>
<p>Give learners a short article and three highlighters. They mark words they know, words they half-know and words they do not know. Use the results to choose the five words you will teach explicitly in the next lesson.</p>`,
      },
      {
        title: 'Morphology: Teaching Word Parts',
        description: 'Unlocking families of words through roots, prefixes and suffixes.',
        content: vocab3,
        htmlContent: vocab3,
        isPublished: true,
      },
      {
        title: 'A Whole-School Vocabulary Strategy',
        description: 'The elements of a consistent approach across departments.',
        content: vocab4,
        htmlContent: vocab4,
        isPublished: false,
      },
    ],
  },
  {
    title: 'Speaking and Listening Activities',
    description:
      'Practical, ready-to-use speaking and listening activities for Years 5 to 8, with guidance on building a culture of talk, structuring discussion, presentations and assessment.',
    instructor: 'Ms. Laura Bennett',
    level: 'Beginner',
    durationInHours: 4,
    rating: 4.2,
    students: 310,
    price: 99.99,
    category: 'Speaking and Listening',
    lessons: [
      {
        title: 'Creating a Culture of Talk',
        description: "Norms, routines and the teacher's role in productive classroom talk.",
        content: speaking1,
        htmlContent: speaking1,
        isPublished: true,
      },
      {
        title: 'Structured Discussion Routines',
        description: 'Routines that give every learner a role in group talk.',
        content: speaking2,
        isPublished: true,
        htmlContent: `${speaking2}
<h3>Classroom activity</h3>
<p>Pose the question "Should school start an hour later?" Run a snowball discussion: one minute of individual notes, two minutes in pairs, four minutes in fours. Each four reports its single strongest argument to the class.</p>`,
      },
      {
        title: 'Presentations and Performance',
        description: 'Building confident presenters and using drama to explore texts.',
        content: speaking3,
        htmlContent: speaking3,
        isPublished: true,
      },
      {
        title: 'Assessing Speaking and Listening',
        description: 'Clear criteria and simple systems for assessing talk.',
        content: speaking4,
        htmlContent: speaking4,
        isPublished: false,
      },
    ],
  },
];
